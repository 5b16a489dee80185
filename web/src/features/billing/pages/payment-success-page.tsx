import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { useDocumentTitle } from '../../template-detail/hooks/use-document-title';
import { usePaymentSuccess } from '../hooks/use-payment-success';
import { CONFIRMATION_MESSAGES } from '../payment-messages';
import '../payment-pages.css';

/** The page when the payment's session id is missing: nothing to confirm. */
function NoPaymentSession() {
  const navigate = useNavigate();
  return (
    <section className="payment-card payment-card--error" aria-labelledby="payment-success-title">
      <span className="payment-card__icon">
        <Icon name="alertTriangle" size={28} />
      </span>
      <h1 id="payment-success-title" className="payment-card__title">
        Payment Confirmation
      </h1>
      <p className="payment-card__text" role="alert">
        {CONFIRMATION_MESSAGES.noSession}
      </p>
      <Button onClick={() => navigate('/dashboard')}>Return to Dashboard</Button>
    </section>
  );
}

function PaymentConfirmation({ sessionId }: { sessionId: string }) {
  const state = usePaymentSuccess(sessionId);
  return (
    <section
      className={`payment-card payment-card--${state.phase}`}
      aria-labelledby="payment-success-title"
    >
      <span className="payment-card__icon">
        {state.phase === 'processing' ? (
          <Spinner size={28} />
        ) : (
          <Icon name={state.phase === 'success' ? 'check' : 'alertTriangle'} size={28} />
        )}
      </span>
      <h1 id="payment-success-title" className="payment-card__title">
        {state.phase === 'error' ? 'Payment Not Confirmed' : 'Payment Confirmation'}
      </h1>
      {state.phase === 'processing' && (
        <p className="payment-card__text" role="status">
          Processing your payment...
        </p>
      )}
      {state.phase === 'success' && (
        <p className="payment-card__text" role="status">
          {CONFIRMATION_MESSAGES.paymentSucceeded}
        </p>
      )}
      {state.phase === 'error' && (
        <p className="payment-card__text" role="alert">
          {state.message}
        </p>
      )}
    </section>
  );
}

/**
 * The second payment-success page (`/payment/success?session_id=`): confirms the payment, waits
 * for the plan, then goes to the dashboard.
 */
export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  useDocumentTitle('Payment | FlowVault');
  return (
    <div className="payment-page container">
      {sessionId ? <PaymentConfirmation sessionId={sessionId} /> : <NoPaymentSession />}
    </div>
  );
}
