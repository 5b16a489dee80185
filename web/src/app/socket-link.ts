import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import {
  onSessionTokenChange,
  readSessionToken,
  reportRefusedToken,
} from '../features/accounts/session-token';
import { connectionParams, reconnectDelay, socketUrl } from './socket-retry';

/** The API's close code for a token it refuses (revoked, expired): the session is over. */
const FORBIDDEN = 4403;

/**
 * The subscription socket: graphql-ws on the page's origin, connected when the first
 * subscription starts (`lazy`) and closed once the last one ends, reconnecting with backoff
 * for as long as subscriptions are open. Signing in or out reconnects it as the new session.
 * Loaded on the first subscription only (see `subscriptionLink`), so no page pays for it
 * before it subscribes.
 */
export function createSocketLink(): GraphQLWsLink {
  let tokenSent: string | null = null;
  const client: Client = createClient({
    url: socketUrl(window.location),
    lazy: true,
    connectionParams: () => {
      tokenSent = readSessionToken();
      return connectionParams(tokenSent);
    },
    retryAttempts: Infinity,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
    // A refused token is not retried: the session ends, and signing in reconnects.
    shouldRetry: (event) => (event as { code?: number } | null)?.code !== FORBIDDEN,
    on: {
      closed: (event) => {
        if ((event as { code?: number } | null)?.code === FORBIDDEN && tokenSent) {
          reportRefusedToken(tokenSent);
        }
      },
    },
  });
  // Terminating is not fatal: open subscriptions reconnect at once with the new token.
  onSessionTokenChange(() => client.terminate());
  return new GraphQLWsLink(client);
}
