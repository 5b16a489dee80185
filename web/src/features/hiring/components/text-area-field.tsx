import { useId, type TextareaHTMLAttributes } from 'react';
import '../../../ui/text-field.css';
import './text-area-field.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value'
> {
  label: string;
  value: string;
  /** The field's problem, shown under it and announced with it. */
  error?: string;
  /** The most characters the API takes once trimmed; shows a live count against it. */
  limit?: number;
  /** A line under the label on what to write. */
  hint?: string;
}

/**
 * A labelled multi-line field in the look of `TextField`, with its hint, a live character count
 * and its problem tied to it for screen readers. Hiring's forms are its only users so far; it can
 * move to `ui/` when another feature needs one.
 */
export function TextAreaField({
  label,
  value,
  error,
  limit,
  hint,
  className,
  ...rest
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const length = value.trim().length;
  return (
    <div className={['text-field', className].filter(Boolean).join(' ')}>
      <div className="text-area-field__top">
        <label className="text-field__label" htmlFor={id}>
          {label}
        </label>
        {limit !== undefined && (
          <span
            className={length > limit ? 'text-area-field__count is-over' : 'text-area-field__count'}
            aria-hidden="true"
          >
            {length.toLocaleString('en-US')} / {limit.toLocaleString('en-US')}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-area-field__hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className="text-field__input text-area-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...rest}
      />
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
