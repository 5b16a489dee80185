import { Icon, type IconName } from './icon';
import './modal-icon.css';

export type ModalIconTone = 'brand' | 'green' | 'amber' | 'red';

export interface ModalIconProps {
  name: IconName;
  tone?: ModalIconTone;
  /** `lg` draws it at 48px instead of 44px (the remove confirmation's). */
  size?: 'md' | 'lg';
}

/** The tinted square with an icon that a dialog shows above its title (the Modal's `media`). */
export function ModalIcon({ name, tone = 'brand', size = 'md' }: ModalIconProps) {
  const classes = ['modal-icon', `modal-icon--${tone}`, size === 'lg' && 'modal-icon--lg'];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <Icon name={name} size={22} />
    </span>
  );
}
