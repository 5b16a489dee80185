import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './form-message.css';

export type FormMessageTone = 'error' | 'success' | 'notice';

const ICONS: Record<FormMessageTone, IconName> = {
  error: 'alertTriangle',
  success: 'check',
  notice: 'info',
};

export interface FormMessageProps {
  /** `notice`: something the user should know that is neither a failure nor a success. */
  tone: FormMessageTone;
  children: ReactNode;
  /** How it is announced; by default an error is an alert and anything else a polite status. */
  role?: 'alert' | 'status';
  /** Adds a "Dismiss message" button, which calls this. */
  onDismiss?(): void;
}

/**
 * The outcome of a form, or a notice on a page, announced when it appears: an error as an alert,
 * anything else politely unless `role` says otherwise.
 */
export function FormMessage({ tone, children, role, onDismiss }: FormMessageProps) {
  return (
    <div
      className={`form-message form-message--${tone}`}
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
    >
      <Icon name={ICONS[tone]} size={18} />
      <p className="form-message__text">{children}</p>
      {onDismiss && (
        <button
          type="button"
          className="form-message__dismiss"
          aria-label="Dismiss message"
          onClick={onDismiss}
        >
          <Icon name="x" size={16} />
        </button>
      )}
    </div>
  );
}
