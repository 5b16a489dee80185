import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_REFRESH_DELAY_MS } from '../../billing/components/payment-return-notice';

/**
 * Back from a hire request's checkout (`?payment=success`): asks again after the same 2 s the
 * dashboard waits before reading the account, when the payment has had time
 * to activate the project. Decided on arrival: the notice takes the parameter away meanwhile.
 */
export function usePaymentReturnRefresh(refresh: () => Promise<unknown>): void {
  const [searchParams] = useSearchParams();
  const [returned] = useState(() => searchParams.get('payment') === 'success');
  const latest = useRef(refresh);
  useLayoutEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    if (!returned) return undefined;
    const timer = setTimeout(() => {
      void latest.current().catch(() => undefined);
    }, PAYMENT_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returned]);
}
