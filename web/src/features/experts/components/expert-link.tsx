import { NavLink } from 'react-router-dom';
import type { SessionUser } from '../../accounts/hooks/use-session';
import { EXPERT_BOARD_PATH } from '../expert-paths';
import { canWorkAsExpert } from '../expert-roles';

/**
 * The header's link to the expert board, for experts and admins (admins reach the applications to
 * review from the board). Nothing for anyone else: they find the programme on their dashboard.
 */
export function ExpertLink({ user }: { user: Pick<SessionUser, 'role'> }) {
  if (!canWorkAsExpert(user)) return null;
  return (
    <NavLink to={EXPERT_BOARD_PATH} className="site-header__link">
      Expert Board
    </NavLink>
  );
}
