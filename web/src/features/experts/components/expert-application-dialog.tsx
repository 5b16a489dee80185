import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';
import {
  EXPERT_FIELD_NAMES,
  emptyExpertValues,
  expertApplicationInput,
  expertApplicationProblems,
  type ExpertValues,
} from '../expert-application-rules';
import { filledPortfolio, portfolioLabels, PORTFOLIO_LIMIT } from '../portfolio-rules';
import { FIX_FIELDS } from '../form-rules';
import { useFocusFirstProblem } from '../../../app/hooks/use-focus-first-problem';
import { useSubmitExpertApplication } from '../hooks/use-submit-expert-application';
import { ExpertApplicationFields } from './expert-application-fields';
import './expert-application-dialog.css';

/** How long the success screen shows before the dialog closes. */
export const SUCCESS_SCREEN_MS = 2000;

export interface ExpertApplicationDialogProps {
  open: boolean;
  /** The signed-in account, whose name and email start the form. */
  account: { name: string; email: string };
  onClose(): void;
  /** Called once the success screen has shown for 2 s; the dialog is then done. */
  onSubmitted(): void;
}

function Form({ account, onClose, onSubmitted }: Omit<ExpertApplicationDialogProps, 'open'>) {
  const [values, setValues] = useState<ExpertValues>(() => emptyExpertValues(account));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const { send, sending } = useSubmitExpertApplication();
  const formRef = useFocusFirstProblem(attempt);
  const formId = useId();
  const onSubmittedRef = useRef(onSubmitted);
  useLayoutEffect(() => {
    onSubmittedRef.current = onSubmitted;
  });

  useEffect(() => {
    if (!submitted) return undefined;
    const timer = window.setTimeout(() => onSubmittedRef.current(), SUCCESS_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, [submitted]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = { ...values, portfolio: filledPortfolio(values.portfolio) };
    setValues(checked);
    const found = expertApplicationProblems(checked);
    setProblems(found);
    setMessage(undefined);
    if (Object.keys(found).length > 0) {
      setMessage(FIX_FIELDS);
      setAttempt((count) => count + 1);
      return;
    }
    const labels = { ...EXPERT_FIELD_NAMES, ...portfolioLabels('portfolioItems', PORTFOLIO_LIMIT) };
    const refused = await send(expertApplicationInput(checked), labels);
    if (!refused) {
      setSubmitted(true);
      return;
    }
    setProblems(refused.fields as Record<string, string>);
    setMessage(refused.message);
    setAttempt((count) => count + 1);
  }

  if (submitted) {
    return (
      <Modal
        open
        title="Application Submitted!"
        onClose={onClose}
        media={<ModalIcon name="check" tone="green" />}
      >
        <p role="status">We&apos;ll review your application and get back to you soon.</p>
      </Modal>
    );
  }

  return (
    <Modal
      open
      size="lg"
      title="Apply to Become an Expert"
      onClose={onClose}
      media={<ModalIcon name="users" />}
      footer={
        <FormDialogActions
          formId={formId}
          submitLabel="Submit Application"
          sending={sending}
          onCancel={onClose}
          submitIcon={<Icon name="send" size={16} />}
        />
      }
    >
      <form
        id={formId}
        ref={formRef}
        className="expert-application"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <p>
          Tell us about your work with AI and automation. Every field is required unless it says
          optional; we review each application by hand.
        </p>
        <ExpertApplicationFields values={values} problems={problems} onChange={setValues} />
        {message && <FormMessage tone="error">{message}</FormMessage>}
      </form>
    </Modal>
  );
}

/**
 * The Become an Expert dialog: the whole application form, checked against
 * the API's bounds before sending; the API's field problems under their fields; then the success
 * screen for 2 seconds, after which `onSubmitted` is called. Each opening starts a fresh form.
 */
export function ExpertApplicationDialog({ open, ...props }: ExpertApplicationDialogProps) {
  return open ? <Form {...props} /> : null;
}
