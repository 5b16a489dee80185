import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';

export interface WithdrawDialogProps {
  open: boolean;
  withdrawing: boolean;
  problem: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a pending application is withdrawn; a failure is said here and it stays open. */
export function WithdrawDialog({
  open,
  withdrawing,
  problem,
  onConfirm,
  onCancel,
}: WithdrawDialogProps) {
  return (
    <Modal
      open={open}
      title="Withdraw application?"
      onClose={onCancel}
      media={<ModalIcon name="alertTriangle" tone="red" />}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={withdrawing}>
            Keep application
          </Button>
          <Button loading={withdrawing} onClick={onConfirm}>
            Withdraw
          </Button>
        </>
      }
    >
      <p>The client will no longer see your application. You cannot apply to this project again.</p>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
    </Modal>
  );
}
