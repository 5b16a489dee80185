import { socketClient } from '../../../../test/graphql-ws-client';
import type { Client } from 'graphql-ws';
import type { TestAccount } from '../../../../test/accounts';
import type { TestApp } from '../../../../test/app';

/** A notification as REST sends it. */
export interface RestNotification {
  _id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: string;
  readAt: string | null;
}

/** The user's notifications over REST, newest first (one page of up to 50). */
export async function notificationsOf(app: TestApp, who: TestAccount): Promise<RestNotification[]> {
  const res = await app.get('/api/notifications?limit=50', who.headers);
  if (res.status !== 200) throw new Error(`notifications: ${res.status} ${res.text}`);
  return res.body.notifications;
}

/** The kinds of the user's notifications, oldest first. */
export async function kindsOf(app: TestApp, who: TestAccount): Promise<string[]> {
  return (await notificationsOf(app, who)).map((n) => n.kind).reverse();
}

/** A PATCH with a JSON body (the test app's client has no helper for it). */
export async function patch(app: TestApp, path: string, body: unknown, headers = {}) {
  const res = await fetch(app.baseUrl + path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
}

export const NOTIFICATION_ADDED = `subscription NotificationAdded($since: ID) {
  notificationAdded(since: $since) { id kind title body link readAt }
}`;

/** A graphql-ws client following one user's `notificationAdded`. */
export interface NotificationFollower {
  received: {
    data?: { notificationAdded?: { id: string; kind: string; title: string; body: string } };
    errors?: unknown[];
  }[];
  ids(): string[];
  failure(): unknown;
  ended: Promise<void>;
  dispose(): Promise<void>;
}

export function followNotifications(
  httpUrl: string,
  authorization: string | undefined,
  since?: string,
): NotificationFollower {
  const client: Client = socketClient(httpUrl, authorization);
  let failure: unknown;
  const received: NotificationFollower['received'] = [];
  const ended = new Promise<void>((resolve) => {
    client.subscribe(
      { query: NOTIFICATION_ADDED, variables: since ? { since } : {} },
      {
        next: (value) => void received.push(value as never),
        error: (error) => {
          failure = error;
          resolve();
        },
        complete: resolve,
      },
    );
  });
  return {
    received,
    ids: () => received.flatMap((value) => value.data?.notificationAdded?.id ?? []),
    failure: () => failure,
    ended,
    dispose: () => client.dispose() as Promise<void>,
  };
}
