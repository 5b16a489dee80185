import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outboundRequest, OutboundRequestError, type HostLookup } from '../outbound-request';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const servers: Server[] = [];

/** A server on 127.0.0.1 that answers with `handler`; its base URL. */
async function localServer(handler: Handler): Promise<{ url: string; port: number }> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port };
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** The OutboundRequestError a call rejects with. */
async function failure(call: Promise<unknown>): Promise<OutboundRequestError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof OutboundRequestError)) throw new Error(`expected a failure, got ${error}`);
  return error;
}

const resolvesTo =
  (...addresses: string[]): HostLookup =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('outbound requests to user-given URLs', () => {
  it('refuses the cloud metadata address, even when private addresses are allowed', async () => {
    for (const allowPrivate of [false, true]) {
      const error = await failure(
        outboundRequest({ url: 'http://169.254.169.254/', allowPrivate }),
      );
      expect(error.kind).toBe('forbidden_address');
      expect(error.message).toBe(
        'Requests to 169.254.169.254 are not allowed: it is a cloud metadata address',
      );
    }
  });

  it('refuses loopback written as an IPv4-mapped IPv6 address', async () => {
    for (const url of ['http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]:8080/x']) {
      const error = await failure(outboundRequest({ url, allowPrivate: false }));
      expect(error.kind).toBe('forbidden_address');
      expect(error.message).toMatch(/a loopback address$/);
    }
  });

  it('refuses a host name that resolves to a private address', async () => {
    const error = await failure(
      outboundRequest({
        url: 'https://n8n.example.com/api/v1/workflows',
        allowPrivate: false,
        lookup: resolvesTo('93.184.216.34', '10.0.0.5'),
      }),
    );
    expect(error).toMatchObject({ kind: 'forbidden_address', host: 'n8n.example.com' });
    expect(error.message).toBe(
      'Requests to n8n.example.com are not allowed: it resolves to 10.0.0.5, a private network address',
    );
  });

  it('refuses a host name that resolves to link-local even when private addresses are allowed', async () => {
    const error = await failure(
      outboundRequest({
        url: 'http://metadata.internal/',
        allowPrivate: true,
        lookup: resolvesTo('fe80::1'),
      }),
    );
    expect(error.kind).toBe('forbidden_address');
  });

  it('refuses schemes other than http and https, and URLs with credentials', async () => {
    const ftp = await failure(
      outboundRequest({ url: 'ftp://files.example.com/', allowPrivate: true }),
    );
    expect(ftp).toMatchObject({ kind: 'invalid_url' });
    expect(ftp.message).toBe('Only http and https URLs are allowed, not ftp (files.example.com)');
    const file = await failure(outboundRequest({ url: 'file:///etc/passwd', allowPrivate: true }));
    expect(file.kind).toBe('invalid_url');
    const credentials = await failure(
      outboundRequest({ url: 'https://user:secret@n8n.example.com/', allowPrivate: true }),
    );
    expect(credentials.kind).toBe('invalid_url');
    expect(credentials.message).not.toContain('secret');
    const garbage = await failure(outboundRequest({ url: 'not a url', allowPrivate: true }));
    expect(garbage.kind).toBe('invalid_url');
  });

  it('says a host that does not resolve is unreachable', async () => {
    const lookup: HostLookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const error = await failure(
      outboundRequest({ url: 'https://nowhere.example/', allowPrivate: false, lookup }),
    );
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe('Could not reach nowhere.example: no such host');
  });

  it('says a closed port is unreachable', async () => {
    const { url } = await localServer((_req, res) => res.end());
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    const error = await failure(outboundRequest({ url, allowPrivate: true }));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/^Could not reach 127\.0\.0\.1:\d+: the connection was refused$/);
  });

  it('does not follow a redirect, and says where it tried to go', async () => {
    const paths: string[] = [];
    const { url } = await localServer((req, res) => {
      paths.push(req.url ?? '');
      if (req.url === '/start') {
        res.writeHead(302, { location: '/elsewhere' });
        return res.end();
      }
      res.end('followed');
    });
    const error = await failure(outboundRequest({ url: `${url}/start`, allowPrivate: true }));
    expect(error.kind).toBe('redirect');
    expect(error.redirect).toEqual({ status: 302, location: '/elsewhere' });
    expect(error.message).toMatch(/answered with a redirect \(HTTP 302\) to \/elsewhere/);
    expect(paths).toEqual(['/start']);
  });

  it('gives up on a server that does not answer in time', async () => {
    // The server never answers: only the request's own deadline can end the wait.
    const { url } = await localServer(() => undefined);
    const error = await failure(outboundRequest({ url, allowPrivate: true, timeoutMs: 200 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/^127\.0\.0\.1:\d+ did not answer within 0\.2 s$/);
  });

  it('counts a DNS lookup that hangs against the same deadline', async () => {
    const lookup: HostLookup = () => new Promise(() => undefined);
    const error = await failure(
      outboundRequest({
        url: 'https://slow-dns.example/',
        allowPrivate: false,
        lookup,
        timeoutMs: 100,
      }),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('slow-dns.example did not answer within 0.1 s');
  });

  it('gives up on a body that trickles in past the deadline', async () => {
    const { url } = await localServer((_req, res) => {
      res.writeHead(200);
      res.write('first part');
    });
    const error = await failure(outboundRequest({ url, allowPrivate: true, timeoutMs: 200 }));
    expect(error.kind).toBe('timeout');
  });

  it('aborts a response body over 1 MB, declared or streamed', async () => {
    const megabyte = 1_048_576;
    const { url } = await localServer((req, res) => {
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-length': String(megabyte + 1) });
        return res.end('x'.repeat(megabyte + 1));
      }
      res.writeHead(200);
      for (let i = 0; i < 20; i++) res.write('y'.repeat(64 * 1024));
      res.end();
    });
    for (const path of ['/declared', '/streamed']) {
      const error = await failure(outboundRequest({ url: `${url}${path}`, allowPrivate: true }));
      expect(error.kind).toBe('too_large');
      expect(error.message).toMatch(/^The response from 127\.0\.0\.1:\d+ is larger than 1 MB$/);
    }
  });

  it('reaches a local server when private addresses are allowed', async () => {
    const { url } = await localServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, key: req.headers['x-key'], body }));
      });
    });
    const response = await outboundRequest({
      url: `${url}/api`,
      method: 'POST',
      headers: { 'x-key': 'k1', 'content-type': 'application/json' },
      body: '{"a":1}',
      allowPrivate: true,
    });
    expect(response.status).toBe(201);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body)).toEqual({ method: 'POST', key: 'k1', body: '{"a":1}' });
  });

  it('refuses the same local server when private addresses are not allowed', async () => {
    const { url } = await localServer((_req, res) => res.end('reached'));
    const error = await failure(outboundRequest({ url, allowPrivate: false }));
    expect(error.kind).toBe('forbidden_address');
  });

  it('connects to the address it checked, and keeps the host name for the Host header', async () => {
    let lookups = 0;
    const lookup: HostLookup = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const { port } = await localServer((req, res) => res.end(req.headers.host));
    const response = await outboundRequest({
      url: `http://n8n.rebind.test:${port}/`,
      allowPrivate: true,
      lookup,
    });
    expect(response.body).toBe(`n8n.rebind.test:${port}`);
    expect(lookups).toBe(1);
  });
});
