import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';

/** The question asked before a save is removed (PRODUCT-SPEC §5). */
export const REMOVE_QUESTION =
  'Are you sure you want to remove this template from your saved list?';

export interface MyTemplatesRemoveDialogProps {
  /** The template about to be removed; no dialog without one. */
  name: string | null;
  removing: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a template leaves the saved list; Cancel keeps it. */
export function MyTemplatesRemoveDialog({
  name,
  removing,
  onConfirm,
  onCancel,
}: MyTemplatesRemoveDialogProps) {
  return (
    <Modal
      open={name !== null}
      title="Remove template?"
      onClose={onCancel}
      media={<ModalIcon name="bookmark" tone="red" size="lg" />}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={removing}>
            Cancel
          </Button>
          <Button variant="primary" loading={removing} onClick={onConfirm}>
            Remove
          </Button>
        </>
      }
    >
      <p>{REMOVE_QUESTION}</p>
      {name && <p className="my-templates-remove__name">{name}</p>}
    </Modal>
  );
}
