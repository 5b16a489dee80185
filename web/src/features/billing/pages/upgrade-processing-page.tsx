import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { ConfirmationCard } from '../components/payment-card';
import { useUpgradeProcessing } from '../hooks/use-upgrade-processing';
import '../payment-pages.css';

const HEADINGS = {
  processing: 'Processing Your Upgrade',
  success: 'Upgrade Complete',
  error: 'Upgrade Not Confirmed',
} as const;

const PROCESSING_TEXT =
  'Confirming your payment and activating your plan. This usually takes a few seconds.';

/**
 * The upgrade-success page (`/dashboard/upgrade-processing?session_id=`), where a plan's checkout
 * returns: it waits for the new plan to show on the account, then goes to the dashboard.
 */
export default function UpgradeProcessingPage() {
  const [searchParams] = useSearchParams();
  const state = useUpgradeProcessing(searchParams.get('session_id') || null);
  useDocumentTitle('Upgrade | FlowVault');

  return (
    <div className="payment-page container">
      <ConfirmationCard
        phase={state.phase}
        title={HEADINGS[state.phase]}
        message={state.phase === 'processing' ? PROCESSING_TEXT : state.message}
      />
    </div>
  );
}
