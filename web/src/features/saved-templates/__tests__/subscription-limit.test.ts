import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { readSubscriptionLimit } from '../subscription-limit';

const LIMIT_ERROR = {
  message: 'Your Free plan lets you keep 5 saved templates. Upgrade your plan to save more.',
  extensions: {
    code: 'SUBSCRIPTION_LIMIT_REACHED',
    currentUsage: 5,
    limit: 5,
    upgradeRequired: true,
    subscriptionName: 'Free',
    limitationType: 'template_saves',
    featureName: 'Saved templates',
  },
};

describe('reading a subscription limit from a failed operation', () => {
  it('reads the upgrade data of a SUBSCRIPTION_LIMIT_REACHED GraphQL error', () => {
    const error = new CombinedGraphQLErrors({ errors: [LIMIT_ERROR] });
    expect(readSubscriptionLimit(error)).toEqual({
      message: LIMIT_ERROR.message,
      currentUsage: 5,
      limit: 5,
      subscriptionName: 'Free',
      limitationType: 'template_saves',
      featureName: 'Saved templates',
    });
  });

  it('reads it from the body of an HTTP 403 too', () => {
    const error = new ServerError('Response not successful: Received status code 403', {
      response: { status: 403 } as Response,
      bodyText: JSON.stringify({ errors: [LIMIT_ERROR] }),
    });
    expect(readSubscriptionLimit(error)?.currentUsage).toBe(5);
  });

  it('takes a missing limit as the Free plan default of 5', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Upgrade', extensions: { code: 'SUBSCRIPTION_LIMIT_REACHED' } }],
    });
    expect(readSubscriptionLimit(error)).toMatchObject({ limit: 5, currentUsage: 5 });
  });

  it('is null for any other failure', () => {
    const forbidden = new CombinedGraphQLErrors({
      errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(readSubscriptionLimit(forbidden)).toBeNull();
    expect(readSubscriptionLimit(new Error('network down'))).toBeNull();
  });
});
