import type { MockLink } from '@apollo/client/testing';
import {
  NotificationBellDocument,
  NotificationBellLiveDocument,
  NotificationSettingsTabDocument,
  NotificationSettingsTabUpdateDocument,
  NotificationsMarkReadDocument,
  NotificationsSectionDocument,
  type NotificationKind,
} from '../../../gql/graphql';
import { PAGE_SIZE } from '../notification-cache';

type Mock = MockLink.MockedResponse;

/** Answers any number of times: the header asks on every sign-in. */
const ALWAYS = Number.POSITIVE_INFINITY;

/** The link of an `expert_applied` notification for request-1's application-1. */
export const APPLIED_LINK =
  '/dashboard?section=hire-requests&request=request-1&application=application-1';

export interface NotificationOverrides {
  id?: string;
  kind?: NotificationKind;
  title?: string;
  body?: string;
  link?: string;
  createdAt?: string;
  readAt?: string | null;
}

/** A notification as the section, the toast and the subscription read it: unread by default. */
export function buildNotification(overrides: NotificationOverrides = {}) {
  return {
    __typename: 'Notification' as const,
    id: 'notification-1',
    kind: 'expert_applied' as NotificationKind,
    title: 'An expert applied to your request',
    body: 'Erin Expert applied to "Send daily weather updates".',
    link: APPLIED_LINK,
    createdAt: '2026-03-10T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

export type BuiltNotification = ReturnType<typeof buildNotification>;

/** The header's count and the newest notification, `times` times. */
export function bellMock(unread: number, newestId: string | null = null, times = 1): Mock {
  return {
    request: { query: NotificationBellDocument },
    maxUsageCount: times,
    result: {
      data: {
        unreadNotificationCount: unread,
        notifications: {
          __typename: 'NotificationPage',
          items: newestId ? [{ __typename: 'Notification', id: newestId }] : [],
        },
      },
    },
  };
}

/** What a signed-in header asks, answered "nothing" unless a test's own mocks come first. */
export function noNotificationsMocks(): Mock[] {
  return [bellMock(0, null, ALWAYS)];
}

/** One page of the section: `items`, of `totalItems` in all, with `unread` unread. */
export function sectionMock(
  items: BuiltNotification[],
  { page = 1, totalItems = items.length, unread = 0, error = false } = {},
): Mock {
  if (error) {
    return {
      request: { query: NotificationsSectionDocument, variables: { page, limit: PAGE_SIZE } },
      error: new Error('Network down'),
    };
  }
  return {
    request: { query: NotificationsSectionDocument, variables: { page, limit: PAGE_SIZE } },
    result: {
      data: {
        notifications: {
          __typename: 'NotificationPage',
          items,
          pagination: {
            __typename: 'Pagination',
            currentPage: page,
            totalPages: Math.max(1, Math.ceil(totalItems / PAGE_SIZE)),
            totalItems,
            itemsPerPage: PAGE_SIZE,
          },
        },
        unreadNotificationCount: unread,
      },
    },
  };
}

/** Marking `input` read answers `marked` read and `unreadCount` left. */
export function markReadMock(
  input: { ids: string[] } | { all: true },
  marked: string[],
  unreadCount: number,
): Mock {
  return {
    request: { query: NotificationsMarkReadDocument, variables: { input } },
    result: {
      data: {
        markNotificationsRead: {
          __typename: 'MarkNotificationsReadPayload',
          marked: marked.map((id) => ({
            __typename: 'Notification',
            id,
            readAt: '2026-03-11T09:00:00.000Z',
          })),
          unreadCount,
        },
      },
    },
  };
}

/** `notificationAdded` bringing `notification` after `delay` ms (subscribed after `since`). */
export function liveMock(
  notification: BuiltNotification,
  { since = null as string | null, delay = 50 } = {},
): Mock {
  return {
    request: { query: NotificationBellLiveDocument, variables: { since } },
    delay,
    result: { data: { notificationAdded: notification } },
  };
}

/** A kind's setting as the Settings tab reads it. */
export function buildSetting(kind: NotificationKind, label: string, inApp = true, email = true) {
  return { __typename: 'NotificationSetting' as const, kind, label, inApp, email };
}

export const SETTINGS = [
  buildSetting('expert_applied', 'An expert applied to your hire request'),
  buildSetting('chat_message', 'Chat messages while you are not in the chat', true, false),
];

/** The Settings tab's load; `emailAvailable` false: a server without mail. */
export function settingsTabMock(settings = SETTINGS, emailAvailable = true): Mock {
  return {
    request: { query: NotificationSettingsTabDocument },
    result: {
      data: { notificationSettings: settings, notificationEmailAvailable: emailAvailable },
    },
  };
}

/** Saving one channel of one kind; answers the setting as saved, or fails. */
export function settingUpdateMock(
  input: { kind: NotificationKind; inApp?: boolean; email?: boolean },
  saved: ReturnType<typeof buildSetting> | Error,
): Mock {
  const request = { query: NotificationSettingsTabUpdateDocument, variables: { input } };
  if (saved instanceof Error) return { request, error: saved };
  return { request, delay: 20, result: { data: { updateNotificationSetting: saved } } };
}
