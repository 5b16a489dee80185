import { useSearchParams } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { useDocumentTitle } from '../../template-detail/hooks/use-document-title';
import { useUpgradeProcessing } from '../hooks/use-upgrade-processing';
import '../payment-pages.css';

const HEADINGS = {
  processing: 'Processing Your Upgrade',
  success: 'Upgrade Complete',
  error: 'Upgrade Not Confirmed',
} as const;

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
      <section
        className={`payment-card payment-card--${state.phase}`}
        aria-labelledby="upgrade-title"
      >
        <span className="payment-card__icon">
          {state.phase === 'processing' ? (
            <Spinner size={28} />
          ) : (
            <Icon name={state.phase === 'success' ? 'check' : 'alertTriangle'} size={28} />
          )}
        </span>
        <h1 id="upgrade-title" className="payment-card__title">
          {HEADINGS[state.phase]}
        </h1>
        {state.phase === 'processing' ? (
          <p className="payment-card__text" role="status">
            Confirming your payment and activating your plan. This usually takes a few seconds.
          </p>
        ) : (
          <p className="payment-card__text" role={state.phase === 'error' ? 'alert' : 'status'}>
            {state.message}
          </p>
        )}
      </section>
    </div>
  );
}
