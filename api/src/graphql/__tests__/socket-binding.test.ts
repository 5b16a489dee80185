import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, execute } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import pino from 'pino';
import WebSocket, { WebSocketServer } from 'ws';
import { runOverSocket } from '../../../test/graphql-ws-client';
import { RunningWork } from '../../core/running-work';
import { bindSockets, type SocketExtra } from '../socket-binding';

const schema = buildSchema('type Query { hello: String }');
const roots = { query: { hello: () => 'world' } };

interface Bound {
  baseUrl: string;
  /** The JSON log lines written so far. */
  logLines: Array<{ level: number; msg: string; [key: string]: unknown }>;
  dispose(): Promise<void>;
}

/** The binding on a throwaway HTTP server, logging into `logLines`. */
async function bind(
  options: Omit<ServerOptions<Record<string, unknown>, SocketExtra>, 'schema' | 'roots'>,
  settings: { keepAliveMs?: number; maxPayload?: number; running?: RunningWork } = {},
): Promise<Bound> {
  const logLines: Bound['logLines'] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => logLines.push(JSON.parse(line)) },
  );
  const httpServer: Server = createServer();
  const wsServer = new WebSocketServer({ server: httpServer, maxPayload: settings.maxPayload });
  const binding = bindSockets({ schema, roots, ...options }, wsServer, logger, {
    keepAliveMs: settings.keepAliveMs,
    running: settings.running,
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    logLines,
    async dispose() {
      await binding.dispose();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}

/** A raw socket speaking graphql-transport-ws, once it is open. */
function openSocket(baseUrl: string, options: WebSocket.ClientOptions = {}): Promise<WebSocket> {
  const socket = new WebSocket(baseUrl.replace('http', 'ws'), 'graphql-transport-ws', options);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function closeOf(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
}

describe('graphql-ws bound to ws', () => {
  const consoleError = jest.spyOn(console, 'error');
  let bound: Bound | undefined;

  beforeEach(() => consoleError.mockClear());
  afterEach(async () => {
    await bound?.dispose();
    bound = undefined;
    expect(consoleError).not.toHaveBeenCalled();
  });
  afterAll(() => consoleError.mockRestore());

  it('answers a query, giving hooks the socket and its upgrade request as ctx.extra', async () => {
    const seen: Array<{ socket: unknown; request: IncomingMessage }> = [];
    bound = await bind({
      onConnect: (ctx) => {
        seen.push(ctx.extra);
        return true;
      },
    });
    expect(await runOverSocket(bound.baseUrl, '{ hello }')).toEqual({ data: { hello: 'world' } });
    expect(seen).toHaveLength(1);
    expect(seen[0].socket).toBeInstanceOf(WebSocket);
    expect(seen[0].request.headers['sec-websocket-protocol']).toBe('graphql-transport-ws');
  });

  it('accepts only the graphql-transport-ws subprotocol', async () => {
    bound = await bind({});
    const socket = new WebSocket(bound.baseUrl.replace('http', 'ws'), 'graphql-ws');
    const outcome = await new Promise<string>((resolve) => {
      socket.once('open', () => resolve(`opened with ${socket.protocol}`));
      socket.once('error', (error) => resolve(error.message));
    });
    expect(outcome).toBe('Server sent no subprotocol');
  });

  it('terminates a socket that stops answering pings, and keeps one that answers them', async () => {
    bound = await bind({}, { keepAliveMs: 200 });
    const silent = await openSocket(bound.baseUrl, { autoPong: false });
    const answering = await openSocket(bound.baseUrl);
    let pings = 0;
    // Three pings answered: the answering socket outlived more rounds than the silent one had.
    const threePings = new Promise<void>((resolve) =>
      answering.on('ping', () => {
        pings += 1;
        if (pings === 3) resolve();
      }),
    );

    expect(await closeOf(silent)).toEqual({ code: 1006, reason: '' });
    await threePings;
    expect(answering.readyState).toBe(WebSocket.OPEN);
    answering.close();
  });

  it('closes a socket whose message fails with 4500 and no error text, and logs one line', async () => {
    bound = await bind({
      context: () => {
        throw new Error('secret detail');
      },
    });
    const socket = await openSocket(bound.baseUrl);
    const closed = closeOf(socket);
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type !== 'connection_ack') return;
      socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query: '{ hello }' } }));
    });
    socket.send(JSON.stringify({ type: 'connection_init' }));

    expect(await closed).toEqual({ code: 4500, reason: 'Internal server error' });
    expect(bound.logLines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'a graphql-ws message failed',
        err: expect.objectContaining({ message: 'secret detail' }),
      }),
    ]);
  });

  it("logs a client's protocol fault as a warning, and the socket closes with ws's code", async () => {
    bound = await bind({}, { maxPayload: 100 });
    const socket = await openSocket(bound.baseUrl);
    const closed = closeOf(socket);
    socket.send('x'.repeat(200));

    expect(await closed).toMatchObject({ code: 1009 });
    expect(bound.logLines).toEqual([
      expect.objectContaining({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }),
    ]);
  });

  it('closes its sockets with 1001 when disposed', async () => {
    bound = await bind({});
    const socket = await openSocket(bound.baseUrl);
    const closed = closeOf(socket);
    await bound.dispose();
    bound = undefined;
    expect(await closed).toEqual({ code: 1001, reason: 'Going away' });
  });

  it('when disposed, closes an idle socket at once and a busy one once it has answered', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = new RunningWork();
    bound = await bind(
      {
        execute: async (args) => {
          await held;
          return execute(args);
        },
      },
      { running },
    );
    const idle = await openSocket(bound.baseUrl);
    const busy = await openSocket(bound.baseUrl);
    const received: unknown[] = [];
    busy.on('message', (data) => received.push(JSON.parse(String(data))));
    busy.send(JSON.stringify({ type: 'connection_init' }));
    await waitFor(() => received.length === 1);
    busy.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ hello }' } }));
    await waitFor(() => running.count === 1);

    const idleClosed = closeOf(idle);
    const busyClosed = closeOf(busy);
    const disposed = bound.dispose();
    bound = undefined;
    expect(await idleClosed).toEqual({ code: 1001, reason: 'Going away' });
    expect(busy.readyState).toBe(WebSocket.OPEN);
    release();
    expect(await busyClosed).toEqual({ code: 1001, reason: 'Going away' });
    await disposed;
    expect(received).toEqual([
      { type: 'connection_ack' },
      { id: '1', type: 'next', payload: { data: { hello: 'world' } } },
      { id: '1', type: 'complete' },
    ]);
    expect(running.count).toBe(0);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  // A bound for a condition that never holds, not a speed target (as eventually's, test/eventually.ts).
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
