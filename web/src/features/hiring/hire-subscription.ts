import type { SubscriptionLimit } from '../saved-templates/subscription-limit';

/** What the upgrade prompt says; the API's message for the same refusal. */
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'Hire an Expert feature requires a subscription';

/** The GraphQL code of the API's 403 for a request without an active subscription. */
export const SUBSCRIPTION_REQUIRED = 'SUBSCRIPTION_REQUIRED';

/** Whether the account may ask for an expert: subscribers (an active paid plan) only. */
export function maySubscriberHire(subscription: { isActive: boolean }): boolean {
  return subscription.isActive;
}

/**
 * What the upgrade prompt shows to someone without a subscription who asks for an expert: the
 * same upgrade data the API sends with SUBSCRIPTION_REQUIRED.
 */
export function hireUpgradeLimit(planName: string): SubscriptionLimit {
  return {
    message: SUBSCRIPTION_REQUIRED_MESSAGE,
    currentUsage: 0,
    limit: 0,
    subscriptionName: planName,
    limitationType: 'expert_hiring',
    featureName: 'Hire an Expert',
  };
}
