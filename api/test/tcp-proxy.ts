import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  /** Held back this long, what the target sends reaches the client late (a slow database). */
  delayMs: number;
  /** Stops listening and cuts every connection: the target looks gone (ECONNREFUSED). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback in front of `target` (`host:port` of a URL): for tests of a server
 * process whose database goes away and comes back, or answers slowly, without touching the
 * database itself.
 */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const pairs = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), hostname);
    pairs.add(client).add(upstream);
    // Chunks keep their order whatever the delay: each waits for the one before it.
    let previous = Promise.resolve();
    upstream.on('data', (chunk: Buffer) => {
      const delay = proxy.delayMs;
      previous = previous.then(async () => {
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        if (!client.destroyed) client.write(chunk);
      });
    });
    client.pipe(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(client);
      pairs.delete(upstream);
    };
    upstream.on('close', () => void previous.then(end));
    client.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const proxy: TcpProxy = {
    port,
    delayMs: 0,
    through(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of pairs) socket.destroy();
      pairs.clear();
      await closed;
    },
    restore: () => listen(port),
    close: () => proxy.cut(),
  };
  return proxy;
}
