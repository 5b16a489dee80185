import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  block?: boolean;
}

/** The class list of a button look, shared by real buttons and links that look like buttons. */
export function buttonClassName(
  { variant = 'primary', size = 'md', block }: ButtonLook,
  extra = '',
) {
  return ['button', `button--${variant}`, `button--${size}`, block ? 'button--block' : '', extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  icon?: ReactNode;
}

/** The one button of the app; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  icon,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonLook {
  icon?: ReactNode;
}

/** A client-side route link styled as a button. */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, block }, className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
