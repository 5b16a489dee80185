import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A graphql-ws client of `httpUrl`'s /graphql that never retries, signed in with `authorization`
 * (none: an anonymous socket). Its socket opens with its first subscription.
 */
export function socketClient(httpUrl: string, authorization: string | undefined): Client {
  return createClient({
    url: `${httpUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: authorization ? { authorization } : {},
    retryAttempts: 0,
  });
}

/**
 * Runs one operation over a fresh graphql-ws connection to `baseUrl`'s /graphql and settles with
 * its last result, or rejects with the close event / error (a refused connection closes 4403).
 * `operation` is a query, or a payload with variables and an operation name.
 */
export function runOverSocket(
  baseUrl: string,
  operation: string | SubscribePayload,
  connectionParams: Record<string, unknown> = {},
): Promise<unknown> {
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
  return new Promise<unknown>((resolve, reject) => {
    let result: unknown;
    client.subscribe(typeof operation === 'string' ? { query: operation } : operation, {
      next: (value) => (result = value),
      error: reject,
      complete: () => resolve(result),
    });
  }).finally(() => client.dispose());
}

/** One operation on a client already open: its last result, or rejects with the errors sent. */
export function runOn(client: Client, query: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let result: unknown;
    client.subscribe(
      { query },
      { next: (value) => (result = value), error: reject, complete: () => resolve(result) },
    );
  });
}
