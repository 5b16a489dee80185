import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import {
  APPLY_BOUNDS,
  APPLY_LABELS,
  applyInput,
  applyProblems,
  emptyApplyValues,
  type ApplyField,
  type ApplyValues,
} from '../hire-application-rules';
import { filledPortfolio, portfolioLabels, PORTFOLIO_LIMIT } from '../portfolio-rules';
import { FIX_FIELDS } from '../form-rules';
import { useApplyToProject } from '../hooks/use-apply-to-project';
import { useFocusFirstProblem } from '../../../app/hooks/use-focus-first-problem';
import { PortfolioFields } from './portfolio-fields';
import { TextAreaField } from '../../../ui/text-area-field';
import './apply-dialog.css';

/** The project an expert applies to. */
export interface ApplyTarget {
  id: string;
  templateName: string;
  /** The client's budget currency, which the proposal starts in. */
  currency?: string;
  /** Read in full above the form (the board's card shows their first lines). */
  businessProblem: string;
  requirements: string;
}

export interface ApplyDialogProps {
  project: ApplyTarget | null;
  onClose(): void;
}

const LABELS = {
  ...APPLY_LABELS,
  ...portfolioLabels('relevantPortfolioItems', PORTFOLIO_LIMIT),
};

function ApplyForm({ project, onClose }: { project: ApplyTarget; onClose(): void }) {
  const formId = useId();
  const [values, setValues] = useState<ApplyValues>(() => emptyApplyValues(project.currency));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const { send, sending } = useApplyToProject();
  const formRef = useFocusFirstProblem(attempt);

  const field = (name: ApplyField) => ({
    label: APPLY_LABELS[name],
    name,
    value: values.fields[name],
    error: problems[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues({ ...values, fields: { ...values.fields, [name]: event.target.value } }),
  });
  const counted = (name: keyof typeof APPLY_BOUNDS) => ({
    ...field(name),
    counterMax: APPLY_BOUNDS[name].max,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = { ...values, portfolio: filledPortfolio(values.portfolio) };
    setValues(checked);
    const found = applyProblems(checked);
    setProblems(found);
    setMessage(undefined);
    if (Object.keys(found).length > 0) {
      setMessage(FIX_FIELDS);
      setAttempt((count) => count + 1);
      return;
    }
    const refused = await send(applyInput(project.id, checked), LABELS);
    if (!refused) {
      onClose();
      return;
    }
    setProblems(refused.fields as Record<string, string>);
    setMessage(refused.message);
    setAttempt((count) => count + 1);
  }

  return (
    <Modal
      open
      size="lg"
      title={`Apply to ${project.templateName}`}
      onClose={onClose}
      footer={
        <FormDialogActions
          formId={formId}
          submitLabel="Send Application"
          sending={sending}
          onCancel={onClose}
          submitIcon={<Icon name="send" size={16} />}
        />
      }
    >
      <form
        id={formId}
        ref={formRef}
        className="apply-form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <details className="apply-form__project">
          <summary>The client&apos;s problem and requirements</summary>
          <h3>Business problem</h3>
          <p>{project.businessProblem}</p>
          <h3>Requirements</h3>
          <p>{project.requirements}</p>
        </details>
        <TextAreaField {...counted('coverLetter')} rows={5} required />
        <TextAreaField {...counted('relevantExperience')} required />
        <TextAreaField {...counted('approachDescription')} required />
        <TextField {...field('proposedTimeline')} placeholder="e.g. 2 weeks" required />
        <fieldset className="apply-form__budget">
          <legend className="expert-form__legend">Proposed budget</legend>
          <div className="expert-form__row">
            <TextField
              {...field('proposedBudget.currency')}
              maxLength={3}
              autoCapitalize="characters"
              required
            />
            <TextField
              {...field('proposedBudget.amount')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              required
            />
          </div>
          <TextAreaField
            {...counted('proposedBudget.explanation')}
            label="Budget explanation (optional)"
            rows={3}
          />
        </fieldset>
        <PortfolioFields
          listField="relevantPortfolioItems"
          items={values.portfolio}
          problems={problems}
          onChange={(portfolio) => setValues({ ...values, portfolio })}
        />
        {message && <FormMessage tone="error">{message}</FormMessage>}
      </form>
    </Modal>
  );
}

/**
 * The application form of the expert board: cover letter, experience, approach, timeline, the
 * proposed budget and up to ten portfolio items, checked against the API's bounds before sending.
 * It closes once the application is in; the card then reads Applied.
 */
export function ApplyDialog({ project, onClose }: ApplyDialogProps) {
  return project ? <ApplyForm key={project.id} project={project} onClose={onClose} /> : null;
}
