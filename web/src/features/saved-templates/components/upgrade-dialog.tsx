import { Button, ButtonLink } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';
import type { SubscriptionLimit } from '../subscription-limit';
import './upgrade-dialog.css';

/** Where the plans are offered. */
export const PLANS_PATH = '/dashboard?section=subscription';

export interface UpgradeDialogProps {
  limit: SubscriptionLimit;
  onClose(): void;
}

/**
 * The subscription-limit upgrade modal: the API's message, how much of the plan is used (for a
 * counted limit such as template saves; a feature the plan lacks, such as Hire an Expert, names
 * the plan instead), and the way to the plans.
 */
export default function UpgradeDialog({ limit, onClose }: UpgradeDialogProps) {
  const { message, currentUsage, limit: allowed, subscriptionName, limitationType } = limit;
  const filled = allowed > 0 ? Math.min(100, (currentUsage / allowed) * 100) : 100;
  return (
    <Modal
      open
      title="Upgrade your plan"
      onClose={onClose}
      media={<ModalIcon name="zap" tone="amber" />}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <ButtonLink to={PLANS_PATH} variant="primary" onClick={onClose}>
            View Plans
          </ButtonLink>
        </>
      }
    >
      <p>{message}</p>
      {limitationType === 'template_saves' ? (
        <div className="upgrade-dialog__usage">
          <p className="upgrade-dialog__figures">
            <span>
              <strong>
                {currentUsage} of {allowed}
              </strong>{' '}
              saves used
            </span>
            <span className="upgrade-dialog__plan">{subscriptionName} plan</span>
          </p>
          <div className="upgrade-dialog__bar" aria-hidden="true">
            <span style={{ width: `${filled}%` }} />
          </div>
        </div>
      ) : (
        <p className="upgrade-dialog__current">
          Your plan: <span className="upgrade-dialog__plan">{subscriptionName}</span>
        </p>
      )}
    </Modal>
  );
}
