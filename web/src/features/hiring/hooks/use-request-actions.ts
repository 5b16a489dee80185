import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readRequestError } from '../../../app/request-error';
import {
  RequestDetailsDialogCancelDocument,
  RequestDetailsDialogCompleteDocument,
  RequestDetailsDialogPayDocument,
} from '../../../gql/graphql';
import { goToPaymentPage } from '../../billing/payment-redirect';
import { HIRE_MESSAGES, HIRE_PAYMENT_CANCEL_URL, HIRE_PAYMENT_RETURN_URL } from '../hire-messages';

/** The queries that show a request's state, asked again when the API says it moved on. */
const REQUEST_QUERIES = ['HireRequestsSection', 'HireRequestedTemplates'];

/**
 * What to say after an action failed: the API's own sentence when it refused a transition
 * (409 "This request is no longer accepting applications.") or lost the record, else `fallback`.
 */
function actionProblem(error: unknown, fallback: string): string {
  const { code, message } = readRequestError(error);
  return (code === 'CONFLICT' || code === 'NOT_FOUND') && message ? message : fallback;
}

export type RequestAction = 'cancel' | 'complete' | 'pay';

/**
 * The client's actions on one request (PRODUCT-SPEC §2, Request details): cancel it, mark the
 * project completed, and Pay & Activate, which opens the checkout of the chosen expert's budget
 * and comes back to the Hire Requests section. Each answer updates the request in the cache; a
 * refusal because the request moved on asks the list again.
 */
export function useRequestActions(requestId: string) {
  const navigate = useNavigate();
  const refetch = { refetchQueries: REQUEST_QUERIES };
  const [cancel] = useMutation(RequestDetailsDialogCancelDocument, refetch);
  const [complete] = useMutation(RequestDetailsDialogCompleteDocument, refetch);
  const [pay] = useMutation(RequestDetailsDialogPayDocument);
  const [running, setRunning] = useState<RequestAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(action: RequestAction, work: () => Promise<void>, fallback: string) {
    if (running) return false;
    setRunning(action);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      setProblem(actionProblem(error, fallback));
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
          // The page goes away; a checkout on this site (the test gateway) opens in the app.
          goToPaymentPage(checkout.paymentUrl, navigate);
        },
        HIRE_MESSAGES.paymentFailed,
      ),
  };
}
