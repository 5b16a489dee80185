import { createClient, type Client } from 'graphql-ws';
import {
  onSessionTokenChange,
  readSessionToken,
  reportRefusedToken,
} from '../features/accounts/session-token';
import { reportSocketReconnected } from './socket-events';
import { connectionParams, reconnectDelay, socketUrl } from './socket-retry';

/** The API's close code for a token it refuses (revoked, expired): the session is over. */
const FORBIDDEN = 4403;

/** What the socket needs from the page (tests pass their own). */
export interface SocketSession {
  /** /graphql on the page's origin (`socketUrl`). */
  url: string;
  /** graphql-ws's `connectionParams`, read at each connect: the session's token then. */
  connectionParams: () => Record<string, string>;
  /** How long to wait before attempt `retries` (`reconnectDelay`). */
  retryDelay: (retries: number) => number;
  /** Called when the API closed the socket because it refused the token sent. */
  onRefused: () => void;
  /** Called when the socket connected again after a drop (graphql-ws's `wasRetry`). */
  onReconnected: () => void;
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
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) session.onReconnected();
      },
      closed: (event) => {
        if ((event as { code?: number } | null)?.code === FORBIDDEN) session.onRefused();
      },
    },
  });
}

/**
 * The app's socket: /graphql on the page's origin, the session's token in `connectionParams`
 * read at each connect; signing in or out reconnects it as the new session, a token the API
 * refuses (4403) ends the session as a refused HTTP request does, and a reconnect is reported
 * (`onSocketReconnected`) so pages read again what the drop may have missed. `connect` as above.
 */
export function openAppSocket(connect: typeof createClient = createClient): Client {
  let tokenSent: string | null = null;
  const client = createSocketClient(
    {
      url: socketUrl(window.location),
      connectionParams: () => connectionParams((tokenSent = readSessionToken())),
      retryDelay: reconnectDelay,
      onRefused: () => {
        if (tokenSent) reportRefusedToken(tokenSent);
      },
      onReconnected: reportSocketReconnected,
    },
    connect,
  );
  // Terminating is not fatal: open subscriptions reconnect at once, with the new token.
  onSessionTokenChange(() => client.terminate());
  return client;
}
