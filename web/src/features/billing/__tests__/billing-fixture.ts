import type { MockLink } from '@apollo/client/testing';
import {
  PaymentConfirmationDocument,
  SubscriptionSectionDocument,
  type SubscriptionSectionQuery,
} from '../../../gql/graphql';
import { buildSessionUser, buildSubscription } from '../../accounts/__tests__/session-fixture';
import type { SessionUser } from '../../accounts/hooks/use-session';

export const FREE_ID = 'plan-free';
export const PRO_ID = 'plan-pro';
export const BUSINESS_ID = 'plan-business';

/** The seeded plans (api/src/modules/accounts/plans.ts), as `plans` answers them. */
export const PLANS = [
  {
    __typename: 'Plan',
    id: FREE_ID,
    name: 'Free',
    description: 'Browse the vault and keep a few favourites.',
    price: 0,
    currency: 'USD',
    duration: 'monthly',
    features: ['Save up to 5 templates'],
    mostPopular: false,
  },
  {
    __typename: 'Plan',
    id: PRO_ID,
    name: 'Pro',
    description: 'For builders who automate every week.',
    price: 19,
    currency: 'USD',
    duration: 'monthly',
    features: ['Save up to 100 templates', 'Hire n8n experts'],
    mostPopular: true,
  },
  {
    __typename: 'Plan',
    id: BUSINESS_ID,
    name: 'Business',
    description: 'For teams.',
    price: 190,
    currency: 'USD',
    duration: 'yearly',
    features: ['Unlimited saved templates'],
    mostPopular: false,
  },
] as unknown as SubscriptionSectionQuery['plans'];

export const TEST_GATEWAY = {
  __typename: 'PaymentGateway',
  id: 'test',
  name: 'test',
  displayName: 'Test Payments',
  testMode: true,
};

export const STRIPE_GATEWAY = {
  __typename: 'PaymentGateway',
  id: 'stripe',
  name: 'stripe',
  displayName: 'Card (Stripe)',
  testMode: false,
};

/** The answer to the Subscription section's query. */
export function subscriptionSectionMock(
  gateways: object[] = [TEST_GATEWAY],
): MockLink.MockedResponse {
  return {
    request: { query: SubscriptionSectionDocument },
    result: { data: { plans: PLANS, paymentGateways: gateways } },
  };
}

type Subscription = SessionUser['subscription'];

/** The seeded Free plan, as a fresh account has it. */
export const FREE_SUBSCRIPTION = buildSubscription();

/** An active Pro period. */
export const PRO_SUBSCRIPTION = buildSubscription({
  plan: 'Pro',
  planId: PRO_ID,
  isActive: true,
  templateSaves: 100,
  templateSavesUsed: 12,
  hiring: true,
  currentPeriodEnd: '2026-04-14T09:00:00.000Z',
});

export function userWith(subscription: Subscription): SessionUser {
  return buildSessionUser({ subscription });
}

/**
 * One answer of the confirmation pages' poll: the payment's status and the account's plan.
 * `times` answers of the same kind are offered.
 */
export function confirmationMock(
  sessionId: string,
  status: string,
  subscription: Subscription,
  times = 1,
): MockLink.MockedResponse {
  return {
    request: { query: PaymentConfirmationDocument, variables: { sessionId } },
    result: {
      data: {
        paymentSession: { __typename: 'PaymentSession', id: sessionId, status },
        me: { __typename: 'User', id: 'user-1', subscription },
      },
    },
    delay: 0,
    maxUsageCount: times,
  };
}
