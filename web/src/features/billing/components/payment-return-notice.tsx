import { dropSearchParams } from '../../../app/search-params';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import { FormMessage } from '../../../ui/form-message';
import { useSession } from '../../accounts/hooks/use-session';
import { CONFIRMATION_MESSAGES } from '../payment-messages';

/** The user is read again 2 s after a payment's return, when the payment has had time to land. */
export const PAYMENT_REFRESH_DELAY_MS = 2000;

/** Takes `?payment=` out of the URL in place, keeping the rest (`?section=`). */
function clearPaymentParam(setSearchParams: SetURLSearchParams) {
  dropSearchParams(setSearchParams, 'payment');
}

/** What the notice says for each outcome. */
export interface PaymentReturnMessages {
  success: string;
  cancelled: string;
}

/** A plan's checkout; other purposes (a hire request) pass their own sentences. */
const PLAN_MESSAGES: PaymentReturnMessages = {
  success: CONFIRMATION_MESSAGES.paymentSucceeded,
  cancelled: CONFIRMATION_MESSAGES.cancelled,
};

/**
 * What the dashboard says on a checkout's return (`?payment=`). `success`: the user is read again
 * after 2 s, then the parameter goes, so a reload does not repeat it. `cancelled`: a notice until
 * dismissed, which takes the parameter away.
 */
export function PaymentReturnNotice({
  messages = PLAN_MESSAGES,
}: {
  messages?: PaymentReturnMessages;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { refresh } = useSession();
  const payment = searchParams.get('payment');
  // The session changes when the refresh lands; the timer must not start over when it does.
  const latest = useRef({ refresh, setSearchParams });
  useLayoutEffect(() => {
    latest.current = { refresh, setSearchParams };
  });

  useEffect(() => {
    if (payment !== 'success') return undefined;
    let live = true;
    const timer = setTimeout(() => {
      void latest.current
        .refresh()
        .catch(() => undefined)
        .then(() => {
          if (live) clearPaymentParam(latest.current.setSearchParams);
        });
    }, PAYMENT_REFRESH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [payment]);

  if (payment === 'success') {
    return <FormMessage tone="success">{messages.success}</FormMessage>;
  }
  if (payment !== 'cancelled') return null;
  return (
    <FormMessage tone="notice" onDismiss={() => clearPaymentParam(setSearchParams)}>
      {messages.cancelled}
    </FormMessage>
  );
}
