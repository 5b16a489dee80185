import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { OpenConnections } from '../open-connections';

/** A connection opened before shutdown whose request arrives after it began. */
async function connectionOpenedBefore(server: Server): Promise<Socket> {
  const { port } = server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  // The server has taken the connection once it has seen it.
  await new Promise((resolve) => setImmediate(resolve));
  return socket;
}

function answer(socket: Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  return new Promise((resolve) => socket.once('close', () => resolve(text)));
}

describe('OpenConnections', () => {
  let server: Server;

  afterEach(() => server?.close());

  it('lets a request that arrives during shutdown be answered at once, and the process live on', async () => {
    // An answer written before any other request listener runs: a rate limiter, a 503.
    server = createServer((_req, res) => res.end('answered at once'));
    const connections = new OpenConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = await connectionOpenedBefore(server);
    const crashes: unknown[] = [];
    const crashed = (error: unknown) => crashes.push(error);
    process.prependListener('uncaughtException', crashed);
    try {
      const stopped = connections.stop();
      const received = answer(socket);
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
      const text = await received;
      await stopped;
      expect(crashes).toEqual([]);
      expect(text).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(text).toMatch(/answered at once$/);
    } finally {
      process.removeListener('uncaughtException', crashed);
    }
  });

  it('answers a request that a keep-alive connection sends just after shutdown began, then closes it', async () => {
    server = createServer((_req, res) => res.end('answered'));
    const connections = new OpenConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = await connectionOpenedBefore(server);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('GET /first HTTP/1.1\r\nHost: localhost\r\n\r\n');
    while (!text.endsWith('answered')) await new Promise((resolve) => setTimeout(resolve, 5));
    // Idle and kept alive, it reuses the connection while the server is stopping.
    const stopped = connections.stop();
    socket.write('GET /second HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await closed;
    await stopped;
    const answers = text.split('HTTP/1.1 200 OK');
    expect(answers).toHaveLength(3);
    expect(answers[2]).toMatch(/connection: close/i);
    expect(answers[2]).toMatch(/answered$/);
  });
});
