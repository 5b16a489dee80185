import { socketClient } from '../../../../test/graphql-ws-client';
import type { Client } from 'graphql-ws';
import type { TestAccount } from '../../../../test/accounts';
import type { TestApp } from '../../../../test/app';

const UNREAD_OF_REQUEST = `query ($id: ID!) { hireRequest(id: $id) { id unreadChatMessages } }`;

/** The caller's unread chat messages on a request, as the dashboard card reads it. */
export async function unreadOf(app: TestApp, who: TestAccount, requestId: string) {
  const res = await app.graphql(UNREAD_OF_REQUEST, { id: requestId }, who.headers);
  if (res.body.errors) throw new Error(`unread: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.hireRequest.unreadChatMessages as number;
}

/** The REST path that marks a request's chat read, with `?applicationId=` when given. */
export function readPath(requestId: string, applicationId?: string): string {
  const query = applicationId === undefined ? '' : `?applicationId=${applicationId}`;
  return `/api/expert-hire-request/${requestId}/chat/read${query}`;
}

export const CHAT_UNREAD_CHANGED = `subscription {
  chatUnreadChanged { total requests { requestId unreadChatMessages } }
}`;

export interface UnreadState {
  total: number;
  requests: { requestId: string; unreadChatMessages: number }[];
}

/** A graphql-ws client following the signed-in user's `chatUnreadChanged`. */
export interface UnreadFollower {
  /** Every `next` payload, raw (the anonymity test reads it as text). */
  received: { data?: { chatUnreadChanged?: UnreadState }; errors?: unknown[] }[];
  /** The states received, in order. */
  states(): UnreadState[];
  /** The last state's count for `requestId` (0 when it has none). */
  countOf(requestId: string): number | undefined;
  failure(): unknown;
  ended: Promise<void>;
  closeCode(): number | undefined;
  dispose(): Promise<void>;
}

/** Subscribes to `chatUnreadChanged` over a real graphql-ws socket of the app at `httpUrl`. */
export function followUnread(httpUrl: string, authorization: string | undefined): UnreadFollower {
  const client: Client = socketClient(httpUrl, authorization);
  let failure: unknown;
  let code: number | undefined;
  client.on('closed', (event) => (code = (event as { code: number }).code));
  const received: UnreadFollower['received'] = [];
  const ended = new Promise<void>((resolve) => {
    client.subscribe(
      { query: CHAT_UNREAD_CHANGED },
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
  const states = () =>
    received.flatMap((value) =>
      value.data?.chatUnreadChanged ? [value.data.chatUnreadChanged] : [],
    );
  return {
    received,
    states,
    countOf: (requestId) => {
      const last = states().at(-1);
      if (!last) return undefined;
      return last.requests.find((r) => r.requestId === requestId)?.unreadChatMessages ?? 0;
    },
    failure: () => failure,
    ended,
    closeCode: () => code,
    dispose: () => client.dispose() as Promise<void>,
  };
}
