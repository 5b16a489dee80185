/**
 * The kinds of notification, each with what the Settings tab calls it. The order is
 * the order of the Settings tab. Adding a kind is one entry here, one in the migration's CHECK,
 * and the call that writes it in the feature whose event it is.
 */
export const NOTIFICATION_KINDS = {
  expert_applied: 'An expert applied to your hire request',
  application_accepted: 'Your application was accepted',
  application_rejected: 'Your application was declined',
  project_active: 'A hire payment completed and the project is active',
  project_completed: 'A project was marked completed',
  feedback_received: 'Feedback on your work',
  expert_application_approved: 'Your expert application was approved',
  expert_application_rejected: 'Your expert application was declined',
  chat_message: 'Chat messages while you are not in the chat',
  plan_payment_completed: 'A plan payment completed',
  plan_period_ending: 'Your plan period is about to end',
  payment_refunded: 'A payment was refunded',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** At most one chat email per this many minutes per user: a digest of what came meanwhile. */
export const CHAT_DIGEST_MINUTES = 10;

/** How long before a plan's period ends its holder is told (once per period). */
export const PERIOD_ENDING_DAYS = 3;

/** The largest page of notifications; the default is 20. */
export const NOTIFICATION_PAGE_MAX = 50;
export const NOTIFICATION_PAGE_DEFAULT = 20;

/** At most this many ids in one `markNotificationsRead`. */
export const MARK_READ_MAX_IDS = 100;
