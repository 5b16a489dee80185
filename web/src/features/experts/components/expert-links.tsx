import { NavLink } from 'react-router-dom';
import type { SessionUser } from '../../accounts/hooks/use-session';
import { EXPERT_ADMIN_PATH, EXPERT_BOARD_PATH } from '../expert-paths';
import { canWorkAsExpert, isAdmin } from '../expert-roles';

/**
 * The header's links to the expert pages: the board for experts and admins, the applications to
 * review for admins. Nothing for anyone else (they find the programme on their dashboard).
 */
export function ExpertLinks({ user }: { user: Pick<SessionUser, 'role'> }) {
  return (
    <>
      {canWorkAsExpert(user) && (
        <NavLink to={EXPERT_BOARD_PATH} className="site-header__link">
          Expert Board
        </NavLink>
      )}
      {isAdmin(user) && (
        <NavLink to={EXPERT_ADMIN_PATH} className="site-header__link">
          Expert Applications
        </NavLink>
      )}
    </>
  );
}
