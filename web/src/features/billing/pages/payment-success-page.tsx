import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { ConfirmationCard } from '../components/payment-card';
import { usePaymentSuccess } from '../hooks/use-payment-success';
import { CONFIRMATION_MESSAGES } from '../payment-messages';
import '../payment-pages.css';

/** The page when the payment's session id is missing: nothing to confirm. */
function NoPaymentSession() {
  const navigate = useNavigate();
  return (
    <ConfirmationCard
      phase="error"
      title="Payment Confirmation"
      message={CONFIRMATION_MESSAGES.noSession}
    >
      <Button onClick={() => navigate('/dashboard')}>Return to Dashboard</Button>
    </ConfirmationCard>
  );
}

function PaymentConfirmation({ sessionId }: { sessionId: string }) {
  const state = usePaymentSuccess(sessionId);
  return (
    <ConfirmationCard
      phase={state.phase}
      title={state.phase === 'error' ? 'Payment Not Confirmed' : 'Payment Confirmation'}
      message={state.phase === 'processing' ? 'Processing your payment...' : state.message}
    />
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
