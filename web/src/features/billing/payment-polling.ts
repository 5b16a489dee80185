import type { ApolloClient } from '@apollo/client';
import { PaymentConfirmationDocument } from '../../gql/graphql';
import { hasActivePaidPlan } from './billing-format';

/** What one look at a plan's payment found. */
export type PaymentCheck =
  /** Paid, and the account's plan is a paid one that runs now. */
  | 'activated'
  /** Not settled yet (a late provider webhook), or paid but the plan not read back yet. */
  | 'pending'
  /** Failed or cancelled: the plan will not change. */
  | 'failed';

/**
 * Looks once, from the network, at the payment and the account. Both are asked: a Pro account
 * paying for another Pro period already reads as active before its payment settles. The account
 * answer lands in the cache, where the session reads it, so the header follows at once.
 */
export async function checkPayment(client: ApolloClient, sessionId: string): Promise<PaymentCheck> {
  const { data } = await client.query({
    query: PaymentConfirmationDocument,
    variables: { sessionId },
    fetchPolicy: 'network-only',
  });
  const status = data?.paymentSession.status;
  if (status === 'failed' || status === 'cancelled') return 'failed';
  return status === 'paid' && hasActivePaidPlan(data?.me?.subscription) ? 'activated' : 'pending';
}

/** Resolves after `ms`; rejects as soon as `signal` aborts (the page went away). */
export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export interface PollOptions {
  /** How many looks at most, the first at once. */
  attempts: number;
  intervalMs: number;
  signal: AbortSignal;
}

/**
 * Looks at the payment until it is activated or failed, at most `attempts` times `intervalMs`
 * apart. Answers the last look (`pending` when every look was), or `error` when a look failed.
 */
export async function pollPayment(
  check: () => Promise<PaymentCheck>,
  { attempts, intervalMs, signal }: PollOptions,
): Promise<PaymentCheck | 'error'> {
  for (let attempt = 1; ; attempt += 1) {
    let found: PaymentCheck;
    try {
      found = await check();
    } catch {
      return 'error';
    }
    if (signal.aborted) throw signal.reason;
    if (found !== 'pending' || attempt >= attempts) return found;
    await waitFor(intervalMs, signal);
  }
}
