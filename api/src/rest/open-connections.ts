import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** How long a connection that has not sent a request yet may still send one after shutdown. */
const FIRST_REQUEST_GRACE_MS = 1_000;

interface Connection {
  /** The responses it is writing now. */
  writing: Set<ServerResponse>;
  /** Whether it carried a request before: idle since then, it is a keep-alive connection. */
  used: boolean;
}

/**
 * The HTTP connections of a server and what each is doing, so that shutdown stops accepting
 * without cutting a request off: a busy connection ends right after its response (told
 * `Connection: close` when its head is not sent yet), an idle keep-alive one at once, one that
 * has not sent its first request yet once it has (or after a second). Ended with `end()`, so
 * what was written still arrives. A connection upgraded to a WebSocket belongs to the socket
 * server.
 */
export class OpenConnections {
  private readonly connections = new Map<Socket, Connection>();
  private stopping = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      const connection: Connection = { writing: new Set(), used: false };
      this.connections.set(socket, connection);
      socket.once('close', () => this.connections.delete(socket));
      if (this.stopping) this.endWhenIdle(socket, connection);
    });
    // Before the app's own listener: a response it writes at once (a 429, a 503) has sent its head
    // by the time a later listener runs, and setting a header then throws out of the server.
    server.prependListener('request', (req, res: ServerResponse) => {
      const connection = this.connections.get(req.socket);
      if (!connection) return;
      connection.used = true;
      connection.writing.add(res);
      if (this.stopping) res.setHeader('Connection', 'close');
      res.once('close', () => {
        connection.writing.delete(res);
        if (this.stopping && connection.writing.size === 0) req.socket.end();
      });
    });
    server.on('upgrade', (req: { socket: Socket }) => this.connections.delete(req.socket));
  }

  /**
   * Stops accepting and ends each connection once it is idle; resolves when every connection
   * of the server, WebSockets included, has closed. Node's own `close()` is not used: it cuts at
   * once every connection not serving a request, those whose request is still on its way too.
   */
  stop(): Promise<void> {
    this.stopping = true;
    const closed = new Promise<void>((resolve) =>
      NetServer.prototype.close.call(this.server, () => resolve()),
    );
    for (const [socket, connection] of this.connections) {
      for (const res of connection.writing) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
      }
      this.endWhenIdle(socket, connection);
    }
    return closed;
  }

  /** Cuts whatever is still open: the bound on shutdown has passed. */
  destroy(): void {
    for (const socket of this.connections.keys()) socket.destroy();
  }

  private endWhenIdle(socket: Socket, connection: Connection): void {
    if (connection.writing.size > 0) return;
    if (connection.used) {
      socket.end();
      return;
    }
    const timer = setTimeout(() => {
      if (connection.writing.size === 0) socket.end();
    }, FIRST_REQUEST_GRACE_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  }
}
