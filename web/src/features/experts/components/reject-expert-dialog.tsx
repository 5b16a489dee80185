import { useState } from 'react';
import { FormMessage } from '../../../ui/form-message';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { Modal } from '../../../ui/modal';
import { rejectReasonProblem } from '../admin-filters';
import { TextAreaField } from '../../../ui/text-area-field';
import './admin-application-card.css';

export interface RejectExpertDialogProps {
  /** Whose application is being rejected; no dialog without one. */
  applicant: { id: string; name: string } | null;
  rejecting: boolean;
  /** The API's refusal of the last attempt. */
  problem: string | null;
  onReject(reason: string): void;
  onCancel(): void;
}

function RejectForm({
  applicant,
  rejecting,
  problem,
  onReject,
  onCancel,
}: RejectExpertDialogProps & { applicant: { id: string; name: string } }) {
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string>();
  const formId = `reject-${applicant.id}`;
  return (
    <Modal
      open
      title={`Reject ${applicant.name}'s application?`}
      onClose={onCancel}
      footer={
        <FormDialogActions
          formId={formId}
          submitLabel="Reject"
          sending={rejecting}
          onCancel={onCancel}
        />
      }
    >
      <form
        id={formId}
        className="reject-expert"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = rejectReasonProblem(reason);
          setReasonProblem(found);
          if (!found) onReject(reason);
        }}
      >
        <TextAreaField
          label="Reason (the applicant reads it)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonProblem}
          counterMax={1000}
          rows={3}
          required
        />
        {problem && <FormMessage tone="error">{problem}</FormMessage>}
      </form>
    </Modal>
  );
}

/** Asks an admin for the reason of a rejection, which the applicant sees on their banner. */
export function RejectExpertDialog(props: RejectExpertDialogProps) {
  return props.applicant ? (
    <RejectForm key={props.applicant.id} {...props} applicant={props.applicant} />
  ) : null;
}
