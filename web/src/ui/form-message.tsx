import type { ReactNode } from 'react';
import { Icon } from './icon';
import './form-message.css';

export interface FormMessageProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** The outcome of a form, announced when it appears: an error as an alert, success politely. */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <div
      className={`form-message form-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon name={tone === 'error' ? 'alertTriangle' : 'check'} size={18} />
      <p>{children}</p>
    </div>
  );
}
