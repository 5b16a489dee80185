import { isDatabaseUnavailable } from '../core/db-errors';

/** How long a live subscription waits before reading again a database it could not reach. */
export const UNAVAILABLE_RETRY_MS = 1000;

/**
 * What a live subscription (`liveRows`, `liveState`) does with an error of one of its reads: a
 * database that cannot be reached is waited out (this resolves after UNAVAILABLE_RETRY_MS, or
 * at once when the subscription stops), and the caller reads again from where it was, so a
 * short outage costs the subscriber a delay rather than its live updates. If the database stays
 * away, the process's database guard ends the process, the socket closes, and the client
 * reconnects with `since`. Any other error is thrown again: it ends the subscription.
 */
export async function waitOutUnavailable(
  error: unknown,
  stopped: PromiseLike<unknown>,
): Promise<void> {
  if (!isDatabaseUnavailable(error)) throw error;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise((resolve) => (timer = setTimeout(resolve, UNAVAILABLE_RETRY_MS))),
    stopped,
  ]);
  clearTimeout(timer);
}
