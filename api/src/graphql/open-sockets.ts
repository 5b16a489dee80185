/**
 * How many graphql-ws sockets one client (an address, an IPv6 /64) may hold open at once on one
 * API process. An idle socket costs its process a file descriptor for as long as the client
 * answers pings: without a bound, one client holding a thousand of them used up a
 * 1,024-descriptor process, and /healthz and every database connection failed with EMFILE. The
 * web app opens one; a hundred leaves room for many users behind one address.
 *
 * The count is per process on purpose, unlike the request budgets kept in PostgreSQL: what it
 * guards is each process's own descriptors, so with N processes behind a balancer a client may
 * hold up to N × 100 sockets in all, and no process more than 100 of them (docs/SECURITY.md).
 */
export const MAX_SOCKETS_PER_CLIENT = 100;

/** What is counted: the connection an upgrade arrives on, until it closes. */
export interface Closable {
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The sockets each client holds open, so an upgrade past `limit` is refused before it
 * completes. A socket counts from the moment its upgrade is admitted until its connection
 * closes: admitting and counting are one step, so concurrent upgrades can never all pass the
 * check before any of them is counted, and an upgrade that fails after admission is released
 * when its connection closes like any other.
 */
export class OpenSockets {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Counts `connection` for `client` until it closes; false (nothing counted) when full. */
  admit(client: string, connection: Closable): boolean {
    const count = this.counts.get(client) ?? 0;
    if (count >= this.limit) return false;
    this.counts.set(client, count + 1);
    connection.once('close', () => {
      const left = (this.counts.get(client) ?? 1) - 1;
      if (left > 0) this.counts.set(client, left);
      else this.counts.delete(client);
    });
    return true;
  }

  /** The sockets `client` holds. */
  held(client: string): number {
    return this.counts.get(client) ?? 0;
  }
}
