import { useId, type TextareaHTMLAttributes } from 'react';
import { characterCount } from '../../../ui/format';
import '../../../ui/text-field.css';
import './expert-forms.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value'
> {
  label: string;
  value: string;
  /** The field's problem, shown under it and announced with it. */
  error?: string;
  /** Shows a live count of the characters typed (trimmed, as the API counts), out of this. */
  counterMax?: number;
}

/**
 * A labelled multi-line text with its problem underneath, as `TextField` is for one line. With
 * `counterMax` it counts as you type; it does not stop typing there, so the count can say how much
 * is over.
 */
export function TextAreaField({
  label,
  value,
  error,
  counterMax,
  className,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const count = characterCount(value.trim());
  const describedBy = [counterMax !== undefined && counterId, error && errorId].filter(Boolean);
  return (
    <div className={['text-field', className].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="text-field__input expert-textarea"
        value={value}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        {...rest}
      />
      {counterMax !== undefined && (
        <p
          id={counterId}
          className={count > counterMax ? 'expert-counter expert-counter--over' : 'expert-counter'}
        >
          {count}/{counterMax} characters
        </p>
      )}
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
