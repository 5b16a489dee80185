import { ButtonLink } from '../../../ui/button';
import { BECOME_EXPERT_PATH } from '../expert-paths';
import { AccessNotice } from './access-notice';

/** The expert board for someone who is not an expert: what it is, and Become an Expert. */
export function NotAnExpertNotice() {
  return (
    <AccessNotice
      icon="briefcase"
      title="The expert board is for experts"
      action={<ButtonLink to={BECOME_EXPERT_PATH}>Become an Expert</ButtonLink>}
    >
      <p>
        Approved experts find client projects here and apply to set them up. Apply to the expert
        programme from your dashboard to join them.
      </p>
    </AccessNotice>
  );
}
