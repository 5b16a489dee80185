import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isStaleRefusal, readRequestError } from '../../../app/request-error';
import {
  RequestDetailsDialogCancelDocument,
  RequestDetailsDialogCompleteDocument,
  RequestDetailsDialogPayDocument,
} from '../../../gql/graphql';
import { goToPaymentPage } from '../../billing/payment-redirect';
import { HIRE_MESSAGES, HIRE_PAYMENT_CANCEL_URL, HIRE_PAYMENT_RETURN_URL } from '../hire-messages';

/** The queries that show a request's state, asked again when the API says it moved on. */
const REQUEST_QUERIES = ['HireRequestsSection', 'HireRequestedTemplates'];

export type RequestAction = 'cancel' | 'complete' | 'pay';

/**
 * The client's actions on one request: cancel it, mark the
 * project completed, and Pay & Activate, which opens the checkout of the chosen expert's budget
 * and comes back to the Hire Requests section. Each answer updates the request in the cache; a
 * refusal because the request moved on says the API's sentence and asks the list again.
 */
export function useRequestActions(requestId: string) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const refetch = { refetchQueries: REQUEST_QUERIES };
  const [cancel] = useMutation(RequestDetailsDialogCancelDocument, refetch);
  const [complete] = useMutation(RequestDetailsDialogCompleteDocument, refetch);
  const [pay] = useMutation(RequestDetailsDialogPayDocument);
  const [running, setRunning] = useState<RequestAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(action: RequestAction, work: () => Promise<void>, fallback: string) {
    if (running) return false;
    setRunning(action);
    setProblem(null);
    setNotice(null);
    try {
      await work();
      return true;
    } catch (error) {
      const { code, message } = readRequestError(error);
      const stale = isStaleRefusal(code);
      if (stale) void client.refetchQueries({ include: REQUEST_QUERIES }).catch(() => undefined);
      setProblem(stale && message ? message : fallback);
      return false;
    } finally {
      setRunning(null);
    }
  }

  const variables = { id: requestId };
  return {
    running,
    problem,
    dismissProblem: () => setProblem(null),
    /** Said while the checkout loads (`HIRE_MESSAGES.paymentStarted`). */
    notice,
    /** Answers whether it worked, so a confirmation can close. */
    cancel: () =>
      run('cancel', async () => void (await cancel({ variables })), HIRE_MESSAGES.cancelFailed),
    complete: () =>
      run(
        'complete',
        async () => void (await complete({ variables })),
        HIRE_MESSAGES.completeFailed,
      ),
    pay: () =>
      run(
        'pay',
        async () => {
          const { data } = await pay({
            variables: {
              input: {
                requestId,
                returnUrl: HIRE_PAYMENT_RETURN_URL,
                cancelUrl: HIRE_PAYMENT_CANCEL_URL,
              },
            },
          });
          const checkout = data?.startHirePayment;
          if (!checkout || checkout.status === 'failed' || !checkout.paymentUrl) {
            throw new Error('The API opened no checkout');
          }
          // The page goes away: a provider's checkout takes a moment to load, so say what is next.
          // A checkout on this site (the test gateway) opens in the app at once.
          setNotice(HIRE_MESSAGES.paymentStarted);
          goToPaymentPage(checkout.paymentUrl, navigate);
        },
        HIRE_MESSAGES.paymentFailed,
      ),
  };
}
