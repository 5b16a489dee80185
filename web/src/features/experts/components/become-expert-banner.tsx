import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../../gql/fragment-masking';
import {
  BecomeExpertBanner_ApplicationFragmentDoc,
  BecomeExpertBannerDocument,
} from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { useSession } from '../../accounts/hooks/use-session';
import { formatLongDate } from '../../../ui/format';
import { EXPERT_BOARD_PATH } from '../expert-paths';
import { canWorkAsExpert } from '../expert-roles';
import { useFreshRole } from '../hooks/use-fresh-role';
import { bannerShownForPlan, EXPERT_STATUS_TEXT, expertStatusTone } from '../expert-programme';
import { ExpertApplicationDialog } from './expert-application-dialog';
import './become-expert-banner.css';

/**
 * The Become an Expert banner of the dashboard: for accounts on a paid plan, an
 * invitation to join the experts' waiting list with Apply Now, or the status of their latest
 * application (pending, approved, or not approved with the reason; then they may apply again).
 * Once approved its headline says so instead of inviting to the waiting list.
 * Experts and admins without an application have nothing to apply for and see no banner.
 */
export function BecomeExpertBanner() {
  const { user } = useSession();
  const titleId = useId();
  const [applying, setApplying] = useState(false);
  const shown = user !== null && bannerShownForPlan(user);
  const { data, loading, error } = useQuery(BecomeExpertBannerDocument, { skip: !shown });
  // A failed question says nothing about an application: offering Apply Now could be wrong.
  const unknown = loading || error !== undefined;
  const application = getFragmentData(
    BecomeExpertBanner_ApplicationFragmentDoc,
    data?.myExpertApplication ?? null,
  );
  // Approved while this session ran: read the account again so the expert pages open.
  useFreshRole(application?.status === 'approved' && !canWorkAsExpert(user));
  if (!shown || !user) return null;
  if (!application && !unknown && user.role !== 'user') return null;
  const canApply = !unknown && (!application || application.status === 'rejected');

  return (
    <section className="become-expert" aria-labelledby={titleId}>
      <span className="become-expert__icon">
        <Icon name="users" size={24} />
      </span>
      <div className="become-expert__body">
        <h2 id={titleId} className="become-expert__title">
          {application?.status === 'approved'
            ? 'You are a FlowVault expert'
            : 'Become an Expert: join the waiting list'}
        </h2>
        {application ? (
          <div className="become-expert__status" role="status">
            <p>
              Your application of {formatLongDate(application.createdAt)}:{' '}
              <Badge tone={expertStatusTone(application.status)}>
                {EXPERT_STATUS_TEXT[application.status].label}
              </Badge>
            </p>
            <p>{EXPERT_STATUS_TEXT[application.status].text}</p>
            {application.status === 'approved' && (
              <p>
                <Link to={EXPERT_BOARD_PATH}>Browse open projects</Link>
              </p>
            )}
            {application.status === 'rejected' && application.rejectionReason && (
              <p className="become-expert__reason">Reason: {application.rejectionReason}</p>
            )}
          </div>
        ) : (
          <p className="become-expert__text">
            Help other teams set up their n8n automations and get paid for it. Apply to join the
            waiting list of FlowVault experts.
          </p>
        )}
      </div>
      {canApply && (
        <Button onClick={() => setApplying(true)}>
          {application ? 'Apply Again' : 'Apply Now'}
        </Button>
      )}
      <ExpertApplicationDialog
        open={applying}
        account={user}
        onClose={() => setApplying(false)}
        onSubmitted={() => setApplying(false)}
      />
    </section>
  );
}
