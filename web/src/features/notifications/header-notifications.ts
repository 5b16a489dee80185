/**
 * What the header loads, lazily, for a signed-in visitor: the bell, and the live notifications
 * with their toast. One module, so both come in one chunk outside the home route's budget.
 */
export { NotificationBell } from './components/notification-bell';
export { NotificationLive } from './components/notification-live';
