/** The first wait before connecting the subscription socket again; it doubles each attempt. */
const FIRST_WAIT_MS = 500;
/** The longest wait between two attempts (about half a minute). */
const LONGEST_WAIT_MS = 30_000;

/**
 * How long to wait before reconnection attempt `retries` (0 for the first): exponential backoff
 * with jitter, a random point in the upper half of the doubled wait, so that clients dropped at
 * once (an API process restarting) do not all come back in the same instant.
 */
export function reconnectDelay(retries: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, retries));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The subscription socket's address: /graphql on the page's own origin, wss: under https:. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

/**
 * graphql-ws's `connectionParams`, read at each connect rather than once: after signing in or
 * out, the socket reconnects as the new session.
 */
export function connectionParams(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
