import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

const SUBSCRIPTION = `subscription BenchChatFanout($threadId: ID!) {
  chatMessageAdded(threadId: $threadId) { id message senderType timestamp }
}`;

/** One browser tab following one thread: a graphql-ws socket with one subscription. */
export interface SubscriberSocket {
  /** Resolves once the server acknowledged the connection (the token was accepted). */
  connected: Promise<void>;
  close(): Promise<void>;
}

export interface SubscriberOptions {
  /** The API process's `http://host:port`. */
  origin: string;
  token: string;
  threadId: string;
  /**
   * The loopback address the socket leaves from (127.0.x.y): the API counts sockets and
   * requests per client address, so the bench's sockets come from several addresses, as the
   * tabs of many users would, rather than one address past every per-client limit.
   */
  localAddress: string;
  /** Each message's text, the moment it arrives. */
  onMessage(text: string): void;
  /** The subscription or the socket failed or ended before `close()`. */
  onFailure(reason: string): void;
}

/** `ws` bound to one local address, in the shape graphql-ws constructs a socket with. */
function boundWebSocket(localAddress: string): unknown {
  return class BoundWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { localAddress });
    }
  };
}

/** Opens a socket authenticated as `token` (in `connectionParams`) and subscribes at once. */
export function openSubscriber(options: SubscriberOptions): SubscriberSocket {
  let closing = false;
  let acknowledged: () => void = () => undefined;
  let refused: (error: Error) => void = () => undefined;
  const connected = new Promise<void>((resolve, reject) => {
    acknowledged = resolve;
    refused = reject;
  });
  const client: Client = createClient({
    url: `${options.origin.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: boundWebSocket(options.localAddress),
    connectionParams: { authorization: `Bearer ${options.token}` },
    retryAttempts: 0,
    lazy: true,
    on: {
      connected: () => acknowledged(),
      closed: (event) => {
        const { code, reason } = event as { code?: number; reason?: string };
        refused(new Error(`socket closed ${code} ${reason}`));
        if (!closing) options.onFailure(`socket closed ${code} ${reason ?? ''}`.trim());
      },
    },
  });
  client.subscribe<{ chatMessageAdded: { message: string } }>(
    { query: SUBSCRIPTION, variables: { threadId: options.threadId } },
    {
      next: (result) => {
        const text = result.data?.chatMessageAdded.message;
        if (text !== undefined) options.onMessage(text);
        else options.onFailure(`event without a message: ${JSON.stringify(result.errors)}`);
      },
      error: (error) => {
        if (!closing) options.onFailure(`subscription error: ${JSON.stringify(error)}`);
      },
      complete: () => {
        if (!closing) options.onFailure('subscription completed by the server');
      },
    },
  );
  return {
    connected,
    close: async () => {
      closing = true;
      await client.dispose();
    },
  };
}
