import { clientKey } from '../core/client-address';

/**
 * How many requests and socket operations one client may have running at once in this process
 * (0: no cap). The per-minute rate limit bounds how many a client sends, not how many run
 * together: a burst of allowed but heavy operations sent at once would all hold their results in
 * memory at the same moment. Memory is per process, so this count is too; the client is keyed as
 * the rate limit keys it (an IPv6 /64 is one client).
 */
export class InFlightLimit {
  private readonly running = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Takes a place for `address`'s request; false (and nothing taken) when it has none left. */
  enter(address: string): boolean {
    if (this.limit <= 0) return true;
    const key = clientKey(address);
    const count = this.running.get(key) ?? 0;
    if (count >= this.limit) return false;
    this.running.set(key, count + 1);
    return true;
  }

  /** Gives back a place `enter` took. */
  leave(address: string): void {
    if (this.limit <= 0) return;
    const key = clientKey(address);
    const count = (this.running.get(key) ?? 0) - 1;
    if (count > 0) this.running.set(key, count);
    else this.running.delete(key);
  }

  /** Requests `address` has running now. */
  runningFor(address: string): number {
    return this.running.get(clientKey(address)) ?? 0;
  }
}

/** The refusal's text, on every path. */
export const TOO_MANY_AT_ONCE =
  'Too many requests at once from your address. Wait for the ones running to finish.';
