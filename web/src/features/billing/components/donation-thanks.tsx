import { dropSearchParams } from '../../../app/search-params';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DonationThanksDocument } from '../../../gql/graphql';
import { FormMessage } from '../../../ui/form-message';
import { formatPaymentAmount } from '../billing-format';

/** How often a donation still being confirmed is asked again, and for how long at most. */
export const DONATION_POLLING = { intervalMs: 2000, forMs: 30_000 };

export const DONATION_MESSAGES = {
  paid: (amount: string) =>
    `Thank you for your donation of ${amount}! It helps keep FlowVault free to browse.`,
  pending: 'Thank you! Your donation is being confirmed.',
  notCompleted: 'Your donation did not go through, and nothing was charged.',
};

/**
 * What a template page says when a donation's checkout returns to it
 * (`?donation=thanks&session_id=<payment>`): thanks once the payment is paid, a word while it is
 * being confirmed (asked again every 2 s for 30 s), or that it did not go through. Nothing without
 * a payment to look at, or for one that is not a donation. Dismissing it takes both parameters out
 * of the address, so a reload does not repeat it.
 */
export function DonationThanks() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId =
    searchParams.get('donation') === 'thanks' ? searchParams.get('session_id') : null;
  const [polling, setPolling] = useState(true);
  useEffect(() => {
    setPolling(true);
    const timer = setTimeout(() => setPolling(false), DONATION_POLLING.forMs);
    return () => clearTimeout(timer);
  }, [sessionId]);
  const [pending, setPending] = useState(false);
  // While the payment is pending it is asked again (the API asks Stripe each time), for a while.
  const { data } = useQuery(DonationThanksDocument, {
    variables: { sessionId: sessionId ?? '' },
    skip: !sessionId,
    fetchPolicy: 'network-only',
    pollInterval: pending && polling ? DONATION_POLLING.intervalMs : 0,
  });
  const payment = data?.paymentSession;
  const status = payment?.status;
  useEffect(() => setPending(status === 'pending'), [status]);

  if (!sessionId || !payment || payment.purpose !== 'donation') return null;
  const dismiss = () => dropSearchParams(setSearchParams, 'donation', 'session_id');
  if (payment.status === 'paid') {
    return (
      <FormMessage tone="success" onDismiss={dismiss}>
        {DONATION_MESSAGES.paid(formatPaymentAmount(payment.amount, payment.currency))}
      </FormMessage>
    );
  }
  return (
    <FormMessage tone="notice" onDismiss={dismiss}>
      {payment.status === 'pending' ? DONATION_MESSAGES.pending : DONATION_MESSAGES.notCompleted}
    </FormMessage>
  );
}
