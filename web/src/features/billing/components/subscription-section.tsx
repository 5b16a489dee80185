import { useQuery } from '@apollo/client/react';
import { SubscriptionSectionDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useSession } from '../../accounts/hooks/use-session';
import { freeFallbackNote } from '../billing-format';
import { useSubscribe } from '../hooks/use-subscribe';
import { CurrentPlan } from './current-plan';
import { PaymentMethods } from './payment-methods';
import { PlanCard } from './plan-card';
import './subscription-section.css';

/**
 * The dashboard's Subscription section: the account's plan and usage, the plans
 * on offer and the payment methods. Choosing a paid plan leaves for its checkout.
 */
export function SubscriptionSection() {
  const { user } = useSession();
  const { data, loading, error, refetch } = useQuery(SubscriptionSectionDocument);
  const gateways = data?.paymentGateways ?? [];
  const { choose, choosing, notice, dismissNotice } = useSubscribe(gateways[0]?.name);
  const freeNote = freeFallbackNote(user?.subscription);

  return (
    <Panel className="subscription-section" aria-labelledby="subscription-section-title">
      <h2 id="subscription-section-title" className="subscription-section__title">
        Subscription
      </h2>
      {user && <CurrentPlan subscription={user.subscription} />}
      {notice && (
        <FormMessage tone={notice.tone} onDismiss={dismissNotice}>
          {notice.text}
        </FormMessage>
      )}
      {loading && !data ? (
        <div className="subscription-section__loading">
          <Spinner size={28} label="Loading subscription information" />
        </div>
      ) : error || !data ? (
        <div className="subscription-section__error">
          <FormMessage tone="error">Failed to load subscription information</FormMessage>
          <Button variant="secondary" size="sm" onClick={() => void refetch().catch(() => {})}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <section className="subscription-section__part" aria-labelledby="plans-title">
            <h3 id="plans-title" className="subscription-section__subtitle">
              Plans
            </h3>
            <ul className="plan-grid">
              {data.plans.map((plan) => (
                <li key={plan.id}>
                  <PlanCard
                    plan={plan}
                    current={user?.subscription.planId === plan.id}
                    choosing={choosing === plan.id}
                    disabled={choosing !== null}
                    note={plan.price === 0 ? freeNote : null}
                    onChoose={() => void choose(plan)}
                  />
                </li>
              ))}
            </ul>
          </section>
          <PaymentMethods gateways={gateways} />
        </>
      )}
    </Panel>
  );
}
