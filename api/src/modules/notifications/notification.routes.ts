import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import {
  MarkNotificationsReadInput,
  NotificationsArgs,
  UnsubscribeInput,
  UpdateNotificationSettingInput,
} from './dtos/notification.inputs';
import { presentNotification } from './notification.presenter';
import { toPagination } from '../../core/pagination';

/** Notifications over REST: one service call per route. */
export function notificationRoutes({ notifications }: Services): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/notifications',
      summary: "The signed-in user's notifications, newest first",
      query: NotificationsArgs,
      roles: SIGNED_IN,
      response:
        '`{notifications: [{_id, kind, title, body, link, read, createdAt, readAt}], pagination, unreadCount}`.',
      handler: async ({ actor, query }) => {
        const page = await notifications.list(actor, query);
        return {
          notifications: page.items.map(presentNotification),
          pagination: toPagination(page),
          unreadCount: page.unreadCount,
        };
      },
    }),
    route({
      method: 'get',
      path: '/notifications/unread-count',
      summary: "How many of the signed-in user's notifications are unread",
      roles: SIGNED_IN,
      response: '`{unreadCount}`.',
      handler: async ({ actor }) => ({ unreadCount: await notifications.unreadCount(actor) }),
    }),
    route({
      method: 'post',
      path: '/notifications/read',
      summary:
        "Marks some of the signed-in user's notifications read (`ids`), or all (`all: true`)",
      body: MarkNotificationsReadInput,
      roles: SIGNED_IN,
      response:
        "`{marked: [notification], unreadCount}`; ids of others' notifications are ignored.",
      handler: async ({ actor, body }) => {
        const { marked, unreadCount } = await notifications.markRead(actor, body);
        return { marked: marked.map(presentNotification), unreadCount };
      },
    }),
    route({
      method: 'get',
      path: '/notifications/settings',
      summary: 'How the signed-in user is told of each kind: in the app, by email',
      roles: SIGNED_IN,
      response:
        '`{settings: [{kind, label, inApp, email}], emailAvailable}`; `emailAvailable` is false when this server sends no email (no SMTP_URL in production).',
      handler: async ({ actor }) => ({
        settings: await notifications.settings(actor),
        emailAvailable: notifications.emailAvailable,
      }),
    }),
    route({
      method: 'patch',
      path: '/notifications/settings',
      summary: 'Turns one kind on or off in the app (`inApp`) or by email (`email`)',
      body: UpdateNotificationSettingInput,
      roles: SIGNED_IN,
      response: '`{setting: {kind, label, inApp, email}}`.',
      handler: async ({ actor, body }) => ({
        setting: await notifications.updateSetting(actor, body),
      }),
    }),
    route({
      method: 'post',
      path: '/notifications/unsubscribe',
      summary: "An email's unsubscribe link: turns that kind of email off, without signing in",
      description:
        'The token comes in the query (RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` to the address of the `List-Unsubscribe` header).',
      query: UnsubscribeInput,
      bodyOptional: true,
      response: '`{kind, message}`. A token this server did not sign is a 400.',
      handler: ({ query }) => notifications.unsubscribe(query),
    }),
  ];
}
