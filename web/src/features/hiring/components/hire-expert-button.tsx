import { Button, type ButtonProps } from '../../../ui/button';
import { Icon } from '../../../ui/icon';

export interface HireExpertButtonProps extends Pick<
  ButtonProps,
  'variant' | 'size' | 'className' | 'onClick'
> {
  /** The user already has an open request for the template: a disabled 'Request Submitted'. */
  requested: boolean;
  /** The label while it can be pressed: 'Hire an Expert' unless a layout needs it shorter. */
  label?: string;
}

/** Hire an Expert on a card or the detail page, or 'Request Submitted' once requested. */
export function HireExpertButton({
  requested,
  label = 'Hire an Expert',
  size,
  onClick,
  ...look
}: HireExpertButtonProps) {
  const iconSize = size === 'sm' ? 16 : undefined;
  if (requested) {
    return (
      <Button {...look} size={size} disabled icon={<Icon name="check" size={iconSize} />}>
        Request Submitted
      </Button>
    );
  }
  return (
    <Button
      {...look}
      size={size}
      onClick={onClick}
      icon={<Icon name="briefcase" size={iconSize} />}
    >
      {label}
    </Button>
  );
}
