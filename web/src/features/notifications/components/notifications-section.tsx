import { useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { countOf } from '../../../ui/format';
import { useMarkNotificationsRead } from '../hooks/use-mark-notifications-read';
import { useNotificationList } from '../hooks/use-notification-list';
import { idOf } from '../notification-cache';
import { unreadSummary } from '../notification-format';
import { NotificationItem, notificationLinkId } from './notification-item';
import {
  NotificationsEmpty,
  NotificationsError,
  NotificationsLoading,
} from './notifications-states';
import './notifications-section.css';

const MARK_FAILED = 'Could not mark your notifications as read. Please try again.';

/**
 * The dashboard's Notifications section: the signed-in user's notifications, newest
 * first, unread ones marked "New"; each opens what it is about. Mark as read per item, Mark all
 * as read, and Load More for older ones. The unread count is the header's badge's, so both move
 * together.
 */
export function NotificationsSection() {
  const titleId = useId();
  const list = useNotificationList();
  const { markRead, markAllRead, marking } = useMarkNotificationsRead();
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string>();
  // One clock per visit, so items shown together agree on their ages.
  const [now] = useState(() => Date.now());
  const { items, pagination, unreadCount } = list;

  // After Load More, focus goes to the first notification it brought, once it is rendered (the
  // page's answer may reach the list after Load More resolves).
  useEffect(() => {
    const link = focusId && document.getElementById(notificationLinkId(focusId));
    if (!link) return;
    link.focus();
    setFocusId(undefined);
  }, [focusId, items]);

  async function markOne(id: string) {
    setProblem(undefined);
    const done = await markRead([id]);
    if (!done) setProblem(MARK_FAILED);
    return done;
  }

  async function markAll() {
    if (marking || unreadCount === 0) return;
    setProblem(undefined);
    if (await markAllRead()) setAnnouncement('All notifications marked as read.');
    else setProblem(MARK_FAILED);
  }

  async function loadMore() {
    const first = await list.loadMore();
    setAnnouncement('');
    if (first) setFocusId(first);
  }

  function content() {
    if (!items || !pagination) {
      return list.failed ? <NotificationsError onRetry={list.retry} /> : <NotificationsLoading />;
    }
    if (items.length === 0) return <NotificationsEmpty />;
    const more = pagination.currentPage < pagination.totalPages;
    return (
      <>
        <ul className="notifications__list" aria-label="Your notifications">
          {items.map((item) => (
            <li key={idOf(item)}>
              <NotificationItem notification={item} now={now} onMarkRead={markOne} />
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status">
          {announcement ||
            `Showing ${items.length.toLocaleString('en-US')} of ${countOf(pagination.totalItems, 'notification')}.`}
        </p>
        {list.loadMoreFailed && (
          <FormMessage tone="error">
            Could not load more notifications. Please try again.
          </FormMessage>
        )}
        {more && (
          <div className="notifications__more">
            <Button variant="secondary" loading={list.loadingMore} onClick={() => void loadMore()}>
              {list.loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <Panel className="notifications" aria-labelledby={titleId}>
      <div className="notifications__header">
        <div>
          <h2 id={titleId} className="notifications__title">
            Notifications
          </h2>
          <p className="notifications__subtitle">
            Updates on your requests, applications, projects and plan.
            {pagination && <> {unreadSummary(unreadCount, pagination.totalItems)}.</>}
          </p>
        </div>
        {items && items.length > 0 && (
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="check" size={16} />}
            aria-disabled={unreadCount === 0 || undefined}
            aria-busy={marking || undefined}
            onClick={() => void markAll()}
          >
            Mark all as read
          </Button>
        )}
      </div>
      {problem && (
        <FormMessage tone="error" onDismiss={() => setProblem(undefined)}>
          {problem}
        </FormMessage>
      )}
      {content()}
    </Panel>
  );
}
