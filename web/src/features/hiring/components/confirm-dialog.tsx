import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ModalIcon, type ModalIconTone } from '../../../ui/modal-icon';
import type { IconName } from '../../../ui/icon';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  icon: IconName;
  tone?: ModalIconTone;
  /** The action runs: Confirm spins and nothing closes the dialog. */
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action that cannot be undone (cancelling a request, completing a project). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  icon,
  tone = 'brand',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open
      title={title}
      onClose={cancel}
      media={<ModalIcon name={icon} tone={tone} size="lg" />}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            Keep it
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
