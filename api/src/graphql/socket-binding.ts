import type { IncomingMessage } from 'node:http';
import {
  CloseCode,
  handleProtocols,
  makeServer,
  type ConnectionInitMessage,
  type ServerOptions,
} from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../core/logger';
import type { RunningWork } from '../core/running-work';

/** How often an open socket is pinged; one that has not answered by the next ping is dropped. */
export const KEEP_ALIVE_MS = 12_000;

/** What every graphql-ws hook finds in `ctx.extra`: the socket and its upgrade request. */
export interface SocketExtra {
  readonly socket: WebSocket;
  readonly request: IncomingMessage;
}

/** The only reason a socket is closed with when the server fails: never the error's own text. */
const INTERNAL_ERROR_REASON = 'Internal server error';
const GOING_AWAY = 'Going away';

/** The sockets of a `ws` server bound to graphql-ws. */
export interface SocketBinding {
  /**
   * Closes every socket with 1001: an idle one at once, a busy one once the messages it is
   * handling are answered (it takes no new ones meanwhile). Resolves when all are closed; those
   * still open after `graceMs` are cut.
   */
  dispose(graceMs?: number): Promise<void>;
}

export interface BindingOptions {
  keepAliveMs?: number;
  /** Counts each message until it is handled, for shutdown to wait on. */
  running?: RunningWork;
}

/**
 * graphql-ws's `makeServer` bound to a `ws` server, as `graphql-ws/use/ws` does (subprotocol
 * check, ping/pong keep-alive, `{ socket, request }` as `ctx.extra`, 1001 on dispose) but with
 * its faults in our log and not on the console: use/ws prints a stack trace through console.error
 * for every answer still being written when its client drops the connection (221 in one hostile
 * run). Here a client that left is not a fault: writing to it resolves quietly. A failure in a
 * message handler is one log line and closes the socket with the protocol's 4500 (Internal server
 * error), as use/ws does, but never with the error's text.
 */
export function bindSockets<
  P extends ConnectionInitMessage['payload'] = ConnectionInitMessage['payload'],
  E extends Record<PropertyKey, unknown> = Record<PropertyKey, never>,
>(
  options: ServerOptions<P, SocketExtra & Partial<E>>,
  wsServer: WebSocketServer,
  logger: Logger,
  { keepAliveMs = KEEP_ALIVE_MS, running }: BindingOptions = {},
): SocketBinding {
  const log = logger.child({ module: 'graphql-ws' });
  const server = makeServer(options);
  wsServer.options.handleProtocols = handleProtocols;
  /** Messages each socket is handling now; a socket without any is idle. */
  const handling = new Map<WebSocket, number>();
  let closing = false;

  wsServer.on('error', (error) => {
    log.error({ err: error }, 'the WebSocket server failed');
    for (const client of wsServer.clients) closeOnFault(client);
  });

  wsServer.on('connection', (socket, request) => {
    socket.on('error', (error) => {
      // ws reports a client's protocol faults here (bad frames, oversized messages) and has
      // already started closing the socket with the matching code.
      log.warn({ code: codeOf(error) }, `a WebSocket client failed: ${error.message}`);
      closeOnFault(socket);
    });
    const stopKeepAlive = keepAlive(socket, keepAliveMs);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) => sendUnlessGone(socket, data),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', async (data) => {
            if (closing) return;
            const done = running?.start();
            handling.set(socket, (handling.get(socket) ?? 0) + 1);
            try {
              await handle(String(data));
            } catch (error) {
              logHandlerFailure(log, socket, error);
              closeOnFault(socket);
            } finally {
              done?.();
              const left = (handling.get(socket) ?? 1) - 1;
              if (left > 0) handling.set(socket, left);
              else handling.delete(socket);
              if (closing && left === 0) socket.close(1001, GOING_AWAY);
            }
          }),
      },
      { socket, request } as SocketExtra & Partial<E>,
    );
    socket.once('close', (code, reason) => {
      stopKeepAlive();
      closed(code, String(reason)).catch((error: unknown) =>
        log.error({ err: error }, 'closing a graphql-ws connection failed'),
      );
    });
  });

  return {
    dispose: async (graceMs = Infinity) => {
      closing = true;
      for (const client of wsServer.clients) {
        if (!handling.has(client)) client.close(1001, GOING_AWAY);
      }
      wsServer.removeAllListeners();
      const cut = Number.isFinite(graceMs)
        ? setTimeout(() => {
            for (const client of wsServer.clients) client.terminate();
          }, graceMs)
        : undefined;
      try {
        await new Promise<void>((resolve, reject) =>
          wsServer.close((error) => (error ? reject(error) : resolve())),
        );
      } finally {
        clearTimeout(cut);
      }
    },
  };
}

/**
 * Sends `data`, resolving once it is written. A socket that is no longer open, or whose write
 * fails (ws reports only transport failures to the callback: the client reset or closed the
 * connection mid-write), has lost its client: the answer is dropped and the socket ended, so
 * graphql-ws cleans up its operations on close.
 */
function sendUnlessGone(socket: WebSocket, data: string): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState !== socket.OPEN) return resolve();
    socket.send(data, (error) => {
      if (error) socket.terminate();
      resolve();
    });
  });
}

/**
 * Pings `socket` every `intervalMs` and terminates it when the previous ping has not been
 * answered by then. Returns the function that stops it.
 */
function keepAlive(socket: WebSocket, intervalMs: number): () => void {
  if (!(intervalMs > 0 && Number.isFinite(intervalMs))) return () => undefined;
  let awaitingPong = false;
  socket.on('pong', () => (awaitingPong = false));
  const timer = setInterval(() => {
    if (socket.readyState !== socket.OPEN) return;
    if (awaitingPong) return socket.terminate();
    awaitingPong = true;
    socket.ping();
  }, intervalMs);
  return () => clearInterval(timer);
}

/** Closes `socket` with 4500 (the protocol's internal server error) unless it is closing. */
function closeOnFault(socket: WebSocket): void {
  if (socket.readyState === socket.OPEN) {
    socket.close(CloseCode.InternalServerError, INTERNAL_ERROR_REASON);
  }
}

/**
 * One line per failed message: a warning without a stack when the client has already gone (its
 * leaving is the likely cause), an error with the stack otherwise.
 */
function logHandlerFailure(log: Logger, socket: WebSocket, error: unknown): void {
  if (socket.readyState === socket.OPEN) {
    log.error({ err: error }, 'a graphql-ws message failed');
  } else {
    const message = error instanceof Error ? error.message : String(error);
    log.warn(
      { code: codeOf(error) },
      `a graphql-ws message failed after its client left: ${message}`,
    );
  }
}

/** The `code` of a Node.js or ws error (ECONNRESET, WS_ERR_UNSUPPORTED_MESSAGE_LENGTH). */
function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
