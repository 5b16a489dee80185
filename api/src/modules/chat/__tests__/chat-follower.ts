import { socketClient } from '../../../../test/graphql-ws-client';
import type { Client } from 'graphql-ws';
export { eventually } from '../../../../test/eventually';

export const CHAT_MESSAGE_ADDED = `subscription ChatMessageAdded($threadId: ID!, $since: ID) {
  chatMessageAdded(threadId: $threadId, since: $since) {
    id senderType message timestamp messageType
  }
}`;

export interface FollowedMessage {
  id: string;
  senderType: string;
  message: string;
}

/** A graphql-ws client following one thread's `chatMessageAdded`. */
export interface ChatFollower {
  /** Every `next` payload, raw (the anonymity test reads it as text). */
  received: {
    data?: { chatMessageAdded?: FollowedMessage };
    errors?: { extensions?: unknown }[];
  }[];
  /** The messages received, in order. */
  messages(): FollowedMessage[];
  texts(): string[];
  /** The error the subscription ended with (graphql-ws's `error`), if any. */
  failure(): unknown;
  /** Resolves once the subscription completed or failed. */
  ended: Promise<void>;
  closeCode(): number | undefined;
  dispose(): Promise<void>;
}

/**
 * Subscribes to `threadId` over a real graphql-ws socket at `httpUrl` (`/graphql`), signed in
 * with `authorization` (none: an anonymous socket), from after `since` when given.
 */
export function followThread(
  httpUrl: string,
  authorization: string | undefined,
  threadId: string,
  since?: string,
): ChatFollower {
  const client: Client = socketClient(httpUrl, authorization);
  let code: number | undefined;
  let failure: unknown;
  client.on('closed', (event) => (code = (event as { code: number }).code));
  const received: ChatFollower['received'] = [];
  const ended = new Promise<void>((resolve) => {
    client.subscribe(
      { query: CHAT_MESSAGE_ADDED, variables: { threadId, since } },
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
  const messages = () =>
    received.flatMap((value) =>
      value.data?.chatMessageAdded ? [value.data.chatMessageAdded] : [],
    );
  return {
    received,
    messages,
    texts: () => messages().map((message) => message.message),
    failure: () => failure,
    ended,
    closeCode: () => code,
    dispose: () => client.dispose() as Promise<void>,
  };
}
