import { Badge } from '../../../ui/badge';
import type { SessionUser } from '../../accounts/hooks/use-session';
import { hasActivePaidPlan, saveUsage } from '../billing-format';
import { PlanRenewal } from './plan-renewal';

export interface CurrentPlanProps {
  subscription: SessionUser['subscription'];
}

/**
 * The account's plan now: its name and status, whether a paid period renews or ends (with Cancel
 * plan or Resume), and what the plan allows against what is used. The usage bar is a native `<progress>`: its width is the
 * browser's, so no inline style is needed under the CSP.
 */
export function CurrentPlan({ subscription }: CurrentPlanProps) {
  const active = hasActivePaidPlan(subscription);
  const saves = saveUsage(subscription.templateSavesUsed, subscription.templateSaves);
  return (
    <section className="subscription-section__part" aria-labelledby="current-plan-title">
      <h3 id="current-plan-title" className="subscription-section__subtitle">
        Current plan
      </h3>
      <div className="current-plan">
        <div className="current-plan__summary">
          <p className="current-plan__name">{subscription.plan}</p>
          {active && <Badge tone="green">Active</Badge>}
          {active && subscription.currentPeriodEnd && (
            <PlanRenewal
              plan={subscription.plan}
              periodEnd={subscription.currentPeriodEnd}
              cancelled={subscription.cancelAtPeriodEnd}
            />
          )}
        </div>
        <dl className="current-plan__usage">
          <div className="current-plan__meter">
            <dt>Template saves</dt>
            <dd>{saves.label}</dd>
            {/* A second dd of the same term: a dl's groups may hold only dt and dd. */}
            {saves.limit !== null && (
              <dd className="current-plan__bar">
                <progress
                  className="current-plan__progress"
                  aria-label="Template saves used"
                  value={Math.min(saves.used, saves.limit)}
                  max={Math.max(saves.limit, 1)}
                />
              </dd>
            )}
          </div>
          <div className="current-plan__meter">
            <dt>Expert hire requests</dt>
            <dd>0</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
