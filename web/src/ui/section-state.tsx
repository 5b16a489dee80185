import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './section-state.css';

export interface SectionStateProps {
  icon: IconName;
  title: string;
  /** A sentence under the title. */
  children?: ReactNode;
  /** The way on: Browse Templates, Try Again, Show all. */
  action?: ReactNode;
  /** `error`: the section failed to load; announced as an alert. */
  tone?: 'neutral' | 'error';
}

/**
 * What a dashboard section shows instead of its list: nothing there yet, nothing in the chosen
 * filter, or a failure to load, each with its way on.
 */
export function SectionState({
  icon,
  title,
  children,
  action,
  tone = 'neutral',
}: SectionStateProps) {
  const error = tone === 'error';
  return (
    <div
      className={error ? 'section-state section-state--error' : 'section-state'}
      role={error ? 'alert' : undefined}
    >
      <span className="section-state__icon">
        <Icon name={icon} size={26} />
      </span>
      <h3 className="section-state__title">{title}</h3>
      {children && <p className="section-state__text">{children}</p>}
      {action}
    </div>
  );
}
