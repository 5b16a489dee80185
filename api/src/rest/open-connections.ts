import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long an idle connection may still send a request after shutdown began: one already on its
 * way (a keep-alive client reusing its connection, or a new one sending its first) is answered
 * with `Connection: close` rather than lost to an `end()` that crossed it.
 */
const IDLE_GRACE_MS = 1_000;

interface Connection {
  /** The responses it is writing now. */
  writing: Set<ServerResponse>;
}

/**
 * The HTTP connections of a server and what each is doing, so that shutdown stops accepting
 * without cutting a request off: a busy connection ends right after its response (told
 * `Connection: close` when its head is not sent yet), an idle one after the request it may still
 * send (or after a second without one). Ended with `end()`, so
 * what was written still arrives. A connection upgraded to a WebSocket belongs to the socket
 * server.
 */
export class OpenConnections {
  private readonly connections = new Map<Socket, Connection>();
  private stopping = false;
  private idleGraceMs = IDLE_GRACE_MS;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      const connection: Connection = { writing: new Set() };
      this.connections.set(socket, connection);
      socket.once('close', () => this.connections.delete(socket));
      if (this.stopping) this.endWhenIdle(socket, connection);
    });
    // Before the app's own listener: a response it writes at once (a 429, a 503) has sent its head
    // by the time a later listener runs, and setting a header then throws out of the server.
    server.prependListener('request', (req, res: ServerResponse) => {
      const connection = this.connections.get(req.socket);
      if (!connection) return;
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
   * `idleGraceMs` is how long an idle connection may still send one.
   */
  stop(idleGraceMs = IDLE_GRACE_MS): Promise<void> {
    this.idleGraceMs = idleGraceMs;
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
    const timer = setTimeout(() => {
      if (connection.writing.size === 0) socket.end();
    }, this.idleGraceMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  }
}
