import type { HTMLAttributes, ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'brand' | 'green' | 'amber' | 'red' | 'blue' | 'teal';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  icon?: ReactNode;
  /** Square corners and lighter weight: a tag (keywords) rather than a status badge. */
  variant?: 'badge' | 'tag';
}

/** A small label for statuses (complexity, Active) and keywords (tags, category). */
export function Badge({
  tone = 'neutral',
  icon,
  variant = 'badge',
  className,
  children,
  ...rest
}: BadgeProps) {
  const classes = ['badge', `badge--${variant}`, `badge--${tone}`, className].filter(Boolean);
  return (
    <span className={classes.join(' ')} {...rest}>
      {icon}
      {children}
    </span>
  );
}
