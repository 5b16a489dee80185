import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * Runs one operation over a fresh graphql-ws connection to `baseUrl`'s /graphql and settles with
 * its last result, or rejects with the close event / error (a refused connection closes 4403).
 */
export function runOverSocket(
  baseUrl: string,
  query: string,
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
    client.subscribe(
      { query },
      { next: (value) => (result = value), error: reject, complete: () => resolve(result) },
    );
  }).finally(() => client.dispose());
}
