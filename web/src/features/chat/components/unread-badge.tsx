import { Badge } from '../../../ui/badge';
import { Icon } from '../../../ui/icon';
import { countOf } from '../../../ui/format';

export interface UnreadBadgeProps {
  /** Chat messages the viewer has not read; nothing shows at 0. */
  count: number;
}

/**
 * The unread count of a request's Anonymous Chat on its dashboard card: the number is what the
 * eye reads, "n unread messages" what a screen reader says.
 */
export function UnreadBadge({ count }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <Badge tone="brand" className="unread-badge" icon={<Icon name="message" size={12} />}>
      <span aria-hidden="true">{count.toLocaleString('en-US')}</span>
      <span className="visually-hidden">{countOf(count, 'unread message')}</span>
    </Badge>
  );
}
