import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../../gql/fragment-masking';
import { NotificationItem_NotificationFragmentDoc } from '../../../gql/graphql';
import { Icon } from '../../../ui/icon';
import type { NotificationRef } from '../notification-cache';
import { appPath } from '../notification-format';
import { NOTIFICATION_BELL_ID } from './notification-bell';
import './notification-toast.css';

/** How long a toast stays, unless the pointer or focus is on it. */
export const TOAST_MS = 5000;

export interface NotificationToastProps {
  /** The notification to show; null shows nothing (the live region stays). */
  notification: NotificationRef | null;
  /** Opening the notification from the toast (marks it read). */
  onOpen(id: string): void;
  onDismiss(): void;
}

/**
 * A new notification, told briefly: its title (a link to what it is about) and body in a polite
 * live region, which is always there so screen readers hear what appears in it. It goes after
 * five seconds, not while the pointer or focus is on it (WCAG 2.2.1), or with its Dismiss button
 * or Escape; the Notifications section keeps it either way.
 */
export function NotificationToast({
  notification: ref,
  onOpen,
  onDismiss,
}: NotificationToastProps) {
  const notification = ref && getFragmentData(NotificationItem_NotificationFragmentDoc, ref);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;

  useEffect(() => {
    if (!notification || paused) return;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [notification, paused, onDismiss]);

  function dismiss() {
    onDismiss();
    setHeld({ pointer: false, focus: false });
    document.getElementById(NOTIFICATION_BELL_ID)?.focus();
  }

  return (
    <div className="notification-toasts" aria-live="polite">
      {notification && (
        <div
          className="notification-toast"
          onMouseEnter={() => setHeld((current) => ({ ...current, pointer: true }))}
          onMouseLeave={() => setHeld((current) => ({ ...current, pointer: false }))}
          onFocus={() => setHeld((current) => ({ ...current, focus: true }))}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
              setHeld((current) => ({ ...current, focus: false }));
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') dismiss();
          }}
        >
          <span className="notification-toast__icon" aria-hidden="true">
            <Icon name="bell" size={18} />
          </span>
          <div className="notification-toast__text">
            <p className="notification-toast__title">
              <span className="visually-hidden">New notification: </span>
              <Link
                to={appPath(notification.link)}
                className="notification-toast__link"
                onClick={() => onOpen(notification.id)}
              >
                {notification.title}
              </Link>
            </p>
            <p className="notification-toast__body">{notification.body}</p>
          </div>
          <button
            type="button"
            className="notification-toast__dismiss"
            aria-label="Dismiss notification"
            onClick={dismiss}
          >
            <Icon name="x" size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
