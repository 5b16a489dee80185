import { createClient, type Client } from 'graphql-ws';

/** The API's close code for a token it refuses (revoked, expired): the session is over. */
const FORBIDDEN = 4403;

/** What the socket needs from the page, passed in so this chunk imports graphql-ws alone. */
export interface SocketSession {
  /** /graphql on the page's origin (`socketUrl`). */
  url: string;
  /** graphql-ws's `connectionParams`, read at each connect: the session's token then. */
  connectionParams: () => Record<string, string>;
  /** How long to wait before attempt `retries` (`reconnectDelay`). */
  retryDelay: (retries: number) => number;
  /** Called when the API closed the socket because it refused the token sent. */
  onRefused: () => void;
}

/**
 * The subscription socket: graphql-ws, connected when the first subscription starts (`lazy`)
 * and closed once the last one ends, reconnecting with backoff for as long as subscriptions are
 * open, except after a refused token (the session ends; signing in again reconnects). Loaded
 * with the first subscription only (see `subscriptionLink`), so no page pays for graphql-ws
 * before it subscribes. `connect` is graphql-ws's `createClient` (tests pass a stand-in).
 */
export function createSocketClient(
  session: SocketSession,
  connect: typeof createClient = createClient,
): Client {
  return connect({
    url: session.url,
    lazy: true,
    connectionParams: session.connectionParams,
    retryAttempts: Infinity,
    retryWait: (retries) =>
      new Promise((resolve) => setTimeout(resolve, session.retryDelay(retries))),
    shouldRetry: (event) => (event as { code?: number } | null)?.code !== FORBIDDEN,
    on: {
      closed: (event) => {
        if ((event as { code?: number } | null)?.code === FORBIDDEN) session.onRefused();
      },
    },
  });
}
