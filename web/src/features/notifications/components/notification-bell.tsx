import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { NotificationBellDocument } from '../../../gql/graphql';
import { Icon } from '../../../ui/icon';
import { bellCount, bellLabel, NOTIFICATIONS_PATH } from '../notification-format';
import './notification-bell.css';

/** The bell's id: the toast puts focus back on it when it is dismissed. */
export const NOTIFICATION_BELL_ID = 'notification-bell';

/**
 * The header's bell: a link to the Notifications section whose name says how many are unread
 * ("Notifications, 3 unread"), the number shown on it. The count is a cached field that the
 * section's marks and the live subscription keep current.
 */
export function NotificationBell() {
  const { data } = useQuery(NotificationBellDocument);
  const unread = data?.unreadNotificationCount ?? 0;
  return (
    <Link
      id={NOTIFICATION_BELL_ID}
      to={NOTIFICATIONS_PATH}
      className="notification-bell"
      aria-label={bellLabel(unread)}
    >
      <Icon name="bell" size={20} />
      {unread > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {bellCount(unread)}
        </span>
      )}
    </Link>
  );
}
