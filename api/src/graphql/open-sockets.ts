import type { WebSocket } from 'ws';

/**
 * How many graphql-ws sockets one client (an address, an IPv6 /64) may hold open at once. An idle
 * socket costs the server a file descriptor for as long as the client answers pings: without a
 * bound, one client holding a thousand of them used up a 1,024-descriptor process, and /healthz
 * and every database connection failed with EMFILE. The web app opens none; a hundred leaves room
 * for many users behind one address.
 */
export const MAX_SOCKETS_PER_CLIENT = 100;

/**
 * The sockets each client holds open, so an upgrade past `limit` can be refused before it
 * completes. A socket counts from its `connection` until its `close`.
 */
export class OpenSockets {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Whether `client` may open one more socket. */
  hasRoom(client: string): boolean {
    return (this.counts.get(client) ?? 0) < this.limit;
  }

  /** Counts `socket` for `client` until it closes. */
  track(client: string, socket: WebSocket): void {
    this.counts.set(client, (this.counts.get(client) ?? 0) + 1);
    socket.once('close', () => {
      const left = (this.counts.get(client) ?? 1) - 1;
      if (left > 0) this.counts.set(client, left);
      else this.counts.delete(client);
    });
  }
}
