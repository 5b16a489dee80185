import './spinner.css';

export interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
}

/** An indeterminate progress indicator in the current text colour. */
export function Spinner({ size = 20, label }: SpinnerProps) {
  return (
    <span
      className="spinner"
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
