import { useId } from 'react';
import { Button, ButtonLink } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { FormDialogActions } from '../../../ui/form-dialog-actions';
import { Modal } from '../../../ui/modal';
import { ModalIcon } from '../../../ui/modal-icon';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { URGENCY_OPTIONS } from '../hire-labels';
import {
  HIRE_REQUEST_BOUNDS,
  HIRE_REQUEST_LABELS,
  type HireRequestField,
} from '../hire-request-rules';
import { useHireRequestForm } from '../hooks/use-hire-request-form';
import { TextAreaField } from '../../../ui/text-area-field';
import { useFocusFirstProblem } from '../../../app/hooks/use-focus-first-problem';
import './hire-request-dialog.css';

/** The template an expert is asked for. */
export interface HireTemplate {
  id: string;
  name: string;
}

export interface HireRequestDialogProps {
  template: HireTemplate;
  onClose(): void;
  /** The API says a subscription is needed after all: the caller shows the upgrade prompt. */
  onSubscriptionRequired(message: string | undefined): void;
}

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'].map((code) => ({
  value: code,
  label: code,
}));

/** Where the client follows their requests once sent. */
export const HIRE_REQUESTS_PATH = '/dashboard?section=hire-requests';

/**
 * The hire-expert request form: the problem, the
 * requirements, timeline and urgency, an optional budget, and the company. Problems show under
 * their fields and focus moves to the first; a sent request says where to follow it.
 */
export default function HireRequestDialog({
  template,
  onClose,
  onSubscriptionRequired,
}: HireRequestDialogProps) {
  const form = useHireRequestForm(template.id, { onSubscriptionRequired });
  const formId = useId();
  const formRef = useFocusFirstProblem(form.attempts);

  if (form.submitted) {
    return (
      <Modal
        open
        title="Request Submitted"
        onClose={onClose}
        media={<ModalIcon name="check" tone="green" />}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <ButtonLink to={HIRE_REQUESTS_PATH} onClick={onClose}>
              View Hire Requests
            </ButtonLink>
          </>
        }
      >
        <p>
          Your request for help with <strong>{template.name}</strong> is open. Experts can apply
          now; you will find their applications under Hire Requests in your dashboard.
        </p>
      </Modal>
    );
  }

  const text = (field: Exclude<HireRequestField, 'urgency'>) => ({
    label: HIRE_REQUEST_LABELS[field],
    name: field,
    value: form.values[field],
    error: form.problems[field],
    onChange: (event: { target: { value: string } }) => form.edit(field, event.target.value),
  });
  const currencyErrorId = `${formId}-currency-error`;

  return (
    <Modal
      open
      size="lg"
      title="Hire an Expert"
      onClose={() => {
        if (!form.saving) onClose();
      }}
      media={<ModalIcon name="briefcase" />}
      footer={
        <FormDialogActions
          formId={formId}
          submitLabel={form.saving ? 'Submitting...' : 'Submit Request'}
          sending={form.saving}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        ref={formRef}
        className="hire-request-form"
        onSubmit={(event) => void form.submit(event)}
        noValidate
      >
        <p className="hire-request-form__intro">
          Describe what you need done with <strong>{template.name}</strong>. Experts see your
          request without your name or email.
        </p>
        {form.message && <FormMessage tone="error">{form.message}</FormMessage>}
        <TextAreaField
          {...text('businessProblem')}
          counterMax={HIRE_REQUEST_BOUNDS.businessProblem.max}
          hint="What should the automation solve for your business? At least 10 characters."
          rows={4}
          required
        />
        <TextAreaField
          {...text('requirements')}
          counterMax={HIRE_REQUEST_BOUNDS.requirements.max}
          hint="Systems to connect, data involved, anything the expert must know."
          rows={4}
          required
        />
        <div className="hire-request-form__row">
          <TextField
            {...text('timeline')}
            placeholder="e.g. 2 weeks"
            maxLength={HIRE_REQUEST_BOUNDS.timeline.max}
            required
          />
          <Select
            label={HIRE_REQUEST_LABELS.urgency}
            name="urgency"
            value={form.values.urgency}
            options={URGENCY_OPTIONS}
            onChange={(value) => form.edit('urgency', value as typeof form.values.urgency)}
          />
        </div>
        <fieldset className="hire-request-form__budget">
          <legend className="hire-request-form__legend">Budget (optional)</legend>
          <div className="hire-request-form__row hire-request-form__row--three">
            <div>
              <Select
                label={HIRE_REQUEST_LABELS.budgetCurrency}
                name="budgetCurrency"
                value={form.values.budgetCurrency}
                options={CURRENCIES}
                onChange={(value) => form.edit('budgetCurrency', value)}
                aria-invalid={form.problems.budgetCurrency ? true : undefined}
                aria-describedby={form.problems.budgetCurrency ? currencyErrorId : undefined}
              />
              {form.problems.budgetCurrency && (
                <p id={currencyErrorId} className="text-field__error">
                  {form.problems.budgetCurrency}
                </p>
              )}
            </div>
            <TextField {...text('budgetMin')} inputMode="decimal" placeholder="500" />
            <TextField {...text('budgetMax')} inputMode="decimal" placeholder="2000" />
          </div>
        </fieldset>
        <div className="hire-request-form__row">
          <TextField
            {...text('industry')}
            placeholder="e.g. E-commerce"
            maxLength={HIRE_REQUEST_BOUNDS.industry.max}
            required
          />
          <TextField
            {...text('companySize')}
            placeholder="e.g. 11-50 employees"
            maxLength={HIRE_REQUEST_BOUNDS.companySize.max}
            required
          />
        </div>
      </form>
    </Modal>
  );
}
