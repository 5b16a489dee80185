import { relativeAge } from '../../ui/format';

/** Where the app sends a notification whose link is not one of its own paths. */
export const NOTIFICATIONS_PATH = '/dashboard?section=notifications';

/**
 * A notification's link as a path inside the app: the API writes app paths; anything else (an
 * absolute or protocol-relative URL) opens the Notifications section instead of leaving the app.
 */
export function appPath(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : NOTIFICATIONS_PATH;
}

const ABSOLUTE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a notification came: 'Just now', '3h ago', '2d ago', and the date and time in full. */
export function notificationTime(iso: string, now = Date.now()) {
  const date = new Date(iso);
  return {
    relative: relativeAge(iso, { now, upTo: 'months' }),
    absolute: Number.isNaN(date.getTime()) ? '' : ABSOLUTE.format(date),
  };
}

/** The accessible name of the header's bell: 'Notifications, 3 unread'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread.toLocaleString('en-US')} unread` : 'Notifications';
}

/** The number the bell shows: up to 99, then '99+'. */
export function bellCount(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/** The section's summary line: '3 unread of 12', or 'All read' with nothing unread. */
export function unreadSummary(unread: number, total: number): string {
  if (total === 0) return 'Nothing yet';
  const of = total.toLocaleString('en-US');
  return unread > 0 ? `${unread.toLocaleString('en-US')} unread of ${of}` : 'All read';
}
