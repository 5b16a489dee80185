import { ButtonLink } from '../../../ui/button';
import { useSession } from '../../accounts/hooks/use-session';
import { bannerShownForPlan } from '../expert-programme';
import { BECOME_EXPERT_PATH } from '../expert-paths';
import { AccessNotice } from './access-notice';

/** Where a Free account chooses a plan first. */
const PLANS_PATH = '/dashboard?section=subscription';

/**
 * The expert board for someone who is not an expert: what it is, and the way in: Become an Expert
 * on a paid plan, the plans first on Free, since the programme takes applications from subscribers
 * (the API refuses others too).
 */
export function NotAnExpertNotice() {
  const { user } = useSession();
  const subscriber = user !== null && bannerShownForPlan(user);
  return (
    <AccessNotice
      icon="briefcase"
      title="The expert board is for experts"
      action={
        subscriber ? (
          <ButtonLink to={BECOME_EXPERT_PATH}>Become an Expert</ButtonLink>
        ) : (
          <ButtonLink to={PLANS_PATH}>See plans</ButtonLink>
        )
      }
    >
      <p>
        Approved experts find client projects here and apply to set them up.{' '}
        {subscriber
          ? 'Apply to the expert programme from your dashboard to join them.'
          : 'The expert programme takes applications from subscribers: choose a plan, then apply from your dashboard.'}
      </p>
    </AccessNotice>
  );
}
