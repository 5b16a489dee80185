import type { ReactNode } from 'react';
import { Button } from './button';
import { FormMessage } from './form-message';
import type { IconName } from './icon';
import { Modal } from './modal';
import { ModalIcon, type ModalIconTone } from './modal-icon';

export interface ConfirmDialogProps {
  /** False keeps it closed; a caller that mounts it only when asking can leave it out. */
  open?: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they are: 'Cancel' unless the question reads better otherwise. */
  cancelLabel?: string;
  icon: IconName;
  tone?: ModalIconTone;
  /** The action runs: Confirm spins and nothing closes the dialog. */
  busy: boolean;
  /** Why the action failed; the dialog stays open to try again. */
  problem?: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before an action that cannot be undone (cancelling a request, withdrawing an application,
 * removing a saved template). While the action runs it cannot be closed, so the answer is seen.
 */
export function ConfirmDialog({
  open = true,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  icon,
  tone = 'brand',
  busy,
  problem,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={cancel}
      media={<ModalIcon name={icon} tone={tone} size="lg" />}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
    </Modal>
  );
}
