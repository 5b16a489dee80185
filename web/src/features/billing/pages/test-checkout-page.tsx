import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isUnauthorized, readRequestError } from '../../../app/request-error';
import {
  TestCheckoutPageCancelDocument,
  TestCheckoutPageDocument,
  TestCheckoutPagePayDocument,
} from '../../../gql/graphql';
import { Button, ButtonLink } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { useSession } from '../../accounts/hooks/use-session';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { formatPaymentAmount } from '../billing-format';
import { PaymentCard, type PaymentPhase } from '../components/payment-card';
import { PAYMENT_MESSAGES, paymentProblemText } from '../payment-messages';
import { sitePath } from '../payment-redirect';
import '../payment-pages.css';

const SETTLED: Record<string, string> = {
  paid: 'This payment is already complete',
  cancelled: 'This payment was cancelled',
  failed: 'This payment failed',
};

function CheckoutCard({
  tone = 'processing',
  children,
}: {
  tone?: PaymentPhase;
  children: ReactNode;
}) {
  const icon = <Icon name={tone === 'error' ? 'alertTriangle' : 'lock'} size={26} />;
  return (
    <PaymentCard phase={tone} icon={icon} title="Test checkout">
      {children}
    </PaymentCard>
  );
}

/** A visitor at an account's payment: the sign-in dialog opens once, and on request. */
function SignInToPay() {
  const openSignIn = useSignInPrompt();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    openSignIn('continue with payment');
  }, [openSignIn]);
  return (
    <CheckoutCard tone="error">
      <p className="payment-card__text" role="alert">
        {PAYMENT_MESSAGES.paymentSignIn}
      </p>
      <Button onClick={() => openSignIn('continue with payment')}>Sign in</Button>
    </CheckoutCard>
  );
}

/** Where a checkout goes when the return address it was answered is not a page of this site. */
function fallbackPage(purpose: string | undefined): string {
  return purpose === 'donation' ? '/' : '/dashboard';
}

/**
 * The test gateway's checkout for one payment: what is paid and for what, then Pay or Cancel,
 * each answered with the page to go to (the plan's confirmation page, or where Cancel returns).
 */
function TestCheckout({ sessionId }: { sessionId: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(TestCheckoutPageDocument, {
    variables: { sessionId },
    fetchPolicy: 'network-only',
  });
  const [pay] = useMutation(TestCheckoutPagePayDocument);
  const [cancel] = useMutation(TestCheckoutPageCancelDocument);
  const [running, setRunning] = useState<'pay' | 'cancel' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function settle(action: 'pay' | 'cancel') {
    if (running) return;
    setRunning(action);
    setProblem(null);
    const input = { sessionId };
    try {
      const redirectUrl =
        action === 'pay'
          ? (await pay({ variables: { input } })).data?.completeTestPayment.redirectUrl
          : (await cancel({ variables: { input } })).data?.cancelTestPayment.redirectUrl;
      if (!redirectUrl) throw new Error('The checkout answered without a page to go to');
      // Stays busy: the page goes away. Only ever to a page of this site: a return address
      // elsewhere would make the checkout a way to send payers to any site.
      navigate(sitePath(redirectUrl) ?? fallbackPage(data?.paymentSession.purpose));
    } catch (failure) {
      const { paymentError, paymentSignIn } = PAYMENT_MESSAGES;
      setProblem(paymentProblemText(failure, paymentError, paymentSignIn));
      setRunning(null);
      // Settled meanwhile (paid in another tab, cancelled): show what it is now.
      if (readRequestError(failure).code === 'CONFLICT') void refetch().catch(() => undefined);
    }
  }

  if (loading && !data) {
    return (
      <div className="payment-page__loading">
        <Spinner size={28} label="Loading payment" />
      </div>
    );
  }
  if (error || !data) {
    if (!user && isUnauthorized(error)) return <SignInToPay />;
    const notFound = readRequestError(error).code === 'NOT_FOUND';
    return (
      <CheckoutCard tone="error">
        <p className="payment-card__text" role="alert">
          {notFound ? 'Payment session not found' : 'Failed to load payment session'}
        </p>
        {notFound ? (
          <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
        ) : (
          <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
            Try Again
          </Button>
        )}
      </CheckoutCard>
    );
  }

  const payment = data.paymentSession;
  const back =
    payment.purpose === 'donation' ? (
      <ButtonLink to="/">Back to Templates</ButtonLink>
    ) : (
      <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
    );
  if (payment.status !== 'pending') {
    return (
      <CheckoutCard tone={payment.status === 'paid' ? 'success' : 'error'}>
        <p className="payment-card__text" role="status">
          {SETTLED[payment.status] ?? 'This payment can no longer be paid'}
        </p>
        {back}
      </CheckoutCard>
    );
  }
  return (
    <CheckoutCard>
      <p className="payment-card__amount">
        {formatPaymentAmount(payment.amount, payment.currency)}
      </p>
      <p className="payment-card__description">{payment.description}</p>
      <p className="payment-card__note">
        <Icon name="info" size={16} />
        This is the test payment gateway: no card is needed and no money moves. Pay completes the
        payment as if it went through.
      </p>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <div className="payment-card__actions">
        <Button
          loading={running === 'pay'}
          disabled={running !== null}
          onClick={() => void settle('pay')}
        >
          Pay
        </Button>
        <Button
          variant="secondary"
          loading={running === 'cancel'}
          disabled={running !== null}
          onClick={() => void settle('cancel')}
        >
          Cancel
        </Button>
      </div>
    </CheckoutCard>
  );
}

/**
 * The test gateway's checkout page (`/checkout/test/:sessionId`). It asks again with the new
 * session whenever someone signs in or out here, so a visitor who signs in sees the payment.
 */
export default function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const { user, loading } = useSession();
  useDocumentTitle('Test checkout | FlowVault');
  return (
    <div className="payment-page container">
      {loading ? (
        <div className="payment-page__loading">
          <Spinner size={28} label="Loading payment" />
        </div>
      ) : (
        <TestCheckout key={user?.id ?? 'visitor'} sessionId={sessionId} />
      )}
    </div>
  );
}
