import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  SubscriptionSectionStartPaymentDocument,
  SubscriptionSectionSubscribeDocument,
} from '../../../gql/graphql';
import { useSession } from '../../accounts/hooks/use-session';
import { PAYMENT_MESSAGES, paymentProblemText } from '../payment-messages';
import { goToPaymentPage, PLAN_CANCEL_URL, PLAN_RETURN_URL } from '../payment-redirect';

/** The outcome of choosing a plan, shown above the plan cards. */
export interface SubscribeNotice {
  tone: 'success' | 'error';
  text: string;
}

/** What choosing needs of a plan. */
export interface ChosenPlan {
  id: string;
  name: string;
}

const failure = (text: string): SubscribeNotice => ({ tone: 'error', text });

/**
 * Choosing a plan: a signed-in account
 * and a payment method are required; Free completes at once; a paid plan opens a checkout through
 * the first payment method and leaves the page for it.
 */
export function useSubscribe(gatewayName: string | undefined) {
  const { user, refresh } = useSession();
  const navigate = useNavigate();
  const [subscribe] = useMutation(SubscriptionSectionSubscribeDocument);
  const [startPayment] = useMutation(SubscriptionSectionStartPaymentDocument);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [notice, setNotice] = useState<SubscribeNotice | null>(null);

  /** Subscribes, then pays; answers what to say, or null once the payer is on the checkout. */
  async function subscribeAndPay(plan: ChosenPlan, gateway: string) {
    let chosen;
    try {
      const { data } = await subscribe({
        variables: { input: { subscriptionId: plan.id, paymentGateway: gateway } },
      });
      chosen = data?.subscribe;
    } catch (error) {
      const { subscriptionFailed, subscribeSignIn } = PAYMENT_MESSAGES;
      return failure(paymentProblemText(error, subscriptionFailed, subscribeSignIn));
    }
    if (chosen?.status === 'completed') {
      await refresh().catch(() => undefined);
      return { tone: 'success', text: `Successfully subscribed to ${plan.name}!` } as const;
    }
    const payment = chosen?.requiresPayment ? chosen.paymentData : null;
    if (!payment) return failure(PAYMENT_MESSAGES.subscriptionFailed);

    let checkout;
    try {
      const { data } = await startPayment({
        variables: {
          input: {
            subscriptionId: payment.subscriptionId,
            gateway,
            currency: payment.currency,
            amount: payment.amount,
            description: payment.description,
            returnUrl: PLAN_RETURN_URL,
            cancelUrl: PLAN_CANCEL_URL,
          },
        },
      });
      checkout = data?.startPayment;
    } catch (error) {
      const { paymentError, paymentSignIn } = PAYMENT_MESSAGES;
      return failure(paymentProblemText(error, paymentError, paymentSignIn));
    }
    if (!checkout || checkout.status === 'failed') return failure(PAYMENT_MESSAGES.paymentFailed);
    if (checkout.status === 'completed') {
      // A gateway that settles without a checkout page; none of ours does today.
      await refresh().catch(() => undefined);
      return { tone: 'success', text: 'Subscription activated successfully!' } as const;
    }
    if (checkout.status !== 'pending' || !checkout.paymentUrl) {
      return failure(PAYMENT_MESSAGES.unexpectedStatus);
    }
    try {
      goToPaymentPage(checkout.paymentUrl, navigate);
      return null;
    } catch {
      return failure(PAYMENT_MESSAGES.unexpectedStatus);
    }
  }

  async function choose(plan: ChosenPlan) {
    if (choosing) return;
    setNotice(null);
    if (!user) return setNotice(failure(PAYMENT_MESSAGES.subscribeSignIn));
    if (!gatewayName) return setNotice(failure(PAYMENT_MESSAGES.noPaymentMethods));
    setChoosing(plan.id);
    try {
      setNotice(await subscribeAndPay(plan, gatewayName));
    } finally {
      setChoosing(null);
    }
  }

  return {
    choose,
    /** The plan being chosen while its calls run. */
    choosing,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
