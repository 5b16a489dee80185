import './avatar.css';

export interface AvatarProps {
  /** The account's name; its first letter is drawn. */
  name: string;
  /** `sm` beside the name in the header, `lg` at the top of the dashboard. */
  size?: 'sm' | 'lg';
}

/** An account's initial in a round badge; hidden from screen readers, as the name stands beside it. */
export function Avatar({ name, size = 'sm' }: AvatarProps) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
