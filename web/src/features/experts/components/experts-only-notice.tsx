import { useId } from 'react';
import { ButtonLink } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import { SectionState } from '../../../ui/section-state';
import { useSession } from '../../accounts/hooks/use-session';
import { bannerShownForPlan } from '../expert-programme';
import './project-applications-section.css';

/**
 * Project Applications for someone who is not an expert: what the section is for, and the way into
 * the expert programme (the Become an Expert banner above, or a plan first, since the programme's
 * waiting list is for subscribers).
 */
export function ExpertsOnlyNotice() {
  const { user } = useSession();
  const titleId = useId();
  const canApply = user !== null && bannerShownForPlan(user);
  return (
    <Panel className="project-applications" aria-labelledby={titleId}>
      <h2 id={titleId} className="project-applications__title">
        Project Applications
      </h2>
      <SectionState
        icon="briefcase"
        title="For approved experts"
        action={
          !canApply && (
            <ButtonLink to={{ search: '?section=subscription' }} variant="secondary">
              See plans
            </ButtonLink>
          )
        }
      >
        Experts apply to client projects on the expert board and follow their applications here.{' '}
        {canApply
          ? 'Join the expert programme with Become an Expert at the top of this page.'
          : 'The expert programme takes applications from subscribers.'}
      </SectionState>
    </Panel>
  );
}
