import type { ReactNode } from 'react';
import { Button } from './button';

export interface FormDialogActionsProps {
  /** The id of the form the dialog holds: the footer sits outside it and submits it by id. */
  formId: string;
  submitLabel: ReactNode;
  /** The form is being sent: Submit spins and Cancel waits, so the answer is seen. */
  sending: boolean;
  onCancel(): void;
  submitIcon?: ReactNode;
}

/** The footer of a dialog that holds a form: Cancel, and the button that sends the form. */
export function FormDialogActions({
  formId,
  submitLabel,
  sending,
  onCancel,
  submitIcon,
}: FormDialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={sending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={sending} icon={submitIcon}>
        {submitLabel}
      </Button>
    </>
  );
}
