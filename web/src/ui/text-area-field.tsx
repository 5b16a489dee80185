import { useId, type TextareaHTMLAttributes } from 'react';
import { characterCount } from './format';
import './text-field.css';
import './text-area-field.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value'
> {
  label: string;
  value: string;
  /** The field's problem, shown under it and announced with it. */
  error?: string;
  /** A line under the label on what to write. */
  hint?: string;
  /** Shows a live count of the characters typed (trimmed, as the API counts), out of this. */
  counterMax?: number;
}

/**
 * A labelled multi-line text, as `TextField` is for one line, with its hint, a live count and its
 * problem tied to it for screen readers ('123/1000 characters'). The count is in code points, as
 * the API counts, so an emoji is one character; it does not stop typing at the limit, so it can
 * say how much is over.
 */
export function TextAreaField({
  label,
  value,
  error,
  hint,
  counterMax,
  className,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const count = characterCount(value.trim());
  const describedBy = [hint && hintId, counterMax !== undefined && counterId, error && errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['text-field', className].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-area-field__hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className="text-field__input text-area-field__input"
        value={value}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {counterMax !== undefined && (
        <p
          id={counterId}
          className={
            count > counterMax
              ? 'text-area-field__count text-area-field__count--over'
              : 'text-area-field__count'
          }
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
