import { ConfirmDialog } from '../../../ui/confirm-dialog';

/** The question asked before a save is removed. */
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
    <ConfirmDialog
      open={name !== null}
      title="Remove template?"
      confirmLabel="Remove"
      icon="bookmark"
      tone="red"
      busy={removing}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{REMOVE_QUESTION}</p>
      {name && <p className="my-templates-remove__name">{name}</p>}
    </ConfirmDialog>
  );
}
