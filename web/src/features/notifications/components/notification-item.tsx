import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../../gql/fragment-masking';
import { NotificationItem_NotificationFragmentDoc } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import type { NotificationRef } from '../notification-cache';
import { appPath, notificationTime } from '../notification-format';

/** The id of a notification's link, which Load More focuses. */
export const notificationLinkId = (id: string) => `notification-${id}`;

export interface NotificationItemProps {
  notification: NotificationRef;
  /** One clock for the whole list, so items shown together agree on their ages. */
  now: number;
  /** Marks it read; resolves to whether that worked. */
  onMarkRead(id: string): Promise<boolean>;
}

/**
 * One notification: its title linking to what it is about (opening it marks it read), the body
 * and when it came. An unread one says "New", in words as well as in its look, and offers Mark as
 * read; once marked, focus stays on the item, on its link.
 */
export function NotificationItem({ notification: ref, now, onMarkRead }: NotificationItemProps) {
  const notification = getFragmentData(NotificationItem_NotificationFragmentDoc, ref);
  const titleId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const unread = notification.readAt === null;
  const time = notificationTime(notification.createdAt, now);

  async function markRead() {
    if (await onMarkRead(notification.id)) linkRef.current?.focus();
  }

  return (
    <article
      className={unread ? 'notification-item notification-item--unread' : 'notification-item'}
      aria-labelledby={titleId}
    >
      <span className="notification-item__icon" aria-hidden="true">
        <Icon name="bell" size={18} />
      </span>
      <div className="notification-item__main">
        <h3 className="notification-item__title" id={titleId}>
          {unread && (
            <span className="notification-item__new" aria-hidden="true">
              New
            </span>
          )}
          <Link
            ref={linkRef}
            id={notificationLinkId(notification.id)}
            to={appPath(notification.link)}
            className="notification-item__link"
            onClick={() => {
              if (unread) void onMarkRead(notification.id);
            }}
          >
            {unread && <span className="visually-hidden">Unread: </span>}
            {notification.title}
          </Link>
        </h3>
        <p className="notification-item__body">{notification.body}</p>
        <p className="notification-item__time">
          <time dateTime={notification.createdAt}>{time.relative}</time>
          {time.absolute && (
            <>
              <span aria-hidden="true"> · </span>
              {time.absolute}
            </>
          )}
        </p>
      </div>
      {unread && (
        <Button
          variant="ghost"
          size="sm"
          className="notification-item__mark"
          aria-describedby={titleId}
          icon={<Icon name="check" size={16} />}
          onClick={() => void markRead()}
        >
          Mark as read
        </Button>
      )}
    </article>
  );
}
