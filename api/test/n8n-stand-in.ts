import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { n8nApiViolations } from '../src/modules/n8n-connection/n8n-public-api-rules';

/** A workflow as the stand-in stored it and answers it. */
export interface StandInWorkflow {
  id: string;
  name: string;
  active: false;
  nodes: Record<string, unknown>[];
  connections: unknown;
  settings: unknown;
  staticData?: unknown;
  versionId: string;
  createdAt: string;
  updatedAt: string;
}

/** Ways to misbehave, set between requests; all off by default. */
export interface StandInBehaviour {
  /** Answer every request with this 3xx status and `Location`. */
  redirectTo?: string;
  /** Hold every answer back this long. */
  delayMs?: number;
  /** Answer every request 200 with a JSON body of about this many bytes. */
  oversizedBytes?: number;
  /** Answer every request with exactly this. */
  reply?: { status: number; body: string; contentType?: string };
}

export interface N8nStandIn {
  /** The instance URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /**
   * Every JSON body POSTed to /api/v1/workflows with the right key, in order, valid or not
   * (typed as the object a workflow body is, whatever was sent).
   */
  received: Record<string, unknown>[];
  /** Every request as `METHOD /path?query`, in order, whatever its key. */
  requests: string[];
  workflows: Map<string, StandInWorkflow>;
  behaviour: StandInBehaviour;
  close(): Promise<void>;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 16-character alphanumeric id, the shape of n8n's workflow ids. */
function n8nId(): string {
  return [...randomBytes(16)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

function reply(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * A local HTTP server standing in for n8n's public API, in the order n8n checks a request: the
 * path (404 `not found`), the API key (401 `unauthorized`), JSON (400), then the body against
 * n8n's schema rules (400 with the first violation, as express-openapi-validator answers). A
 * valid `POST /api/v1/workflows` is stored and answered as n8n does (inactive, a 16-character id,
 * node ids filled in); `GET /api/v1/workflows/:id` reads it back and
 * `GET /api/v1/workflows?limit=&cursor=` lists them a page at a time as `{data, nextCursor}`. `behaviour` makes it redirect,
 * stall, or answer too much or something else.
 */
export async function startN8nStandIn({ apiKey }: { apiKey: string }): Promise<N8nStandIn> {
  const received: Record<string, unknown>[] = [];
  const requests: string[] = [];
  const workflows = new Map<string, StandInWorkflow>();
  const behaviour: StandInBehaviour = {};
  const stalls = new Set<NodeJS.Timeout>();
  const stall = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        stalls.delete(timer);
        resolve();
      }, ms);
      stalls.add(timer);
    });

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    const text = await readBody(req);
    if (behaviour.delayMs) await stall(behaviour.delayMs);
    if (behaviour.redirectTo) {
      res.writeHead(302, { location: behaviour.redirectTo });
      return res.end();
    }
    if (behaviour.oversizedBytes) {
      return reply(res, 200, { id: n8nId(), padding: 'x'.repeat(behaviour.oversizedBytes) });
    }
    if (behaviour.reply) {
      const { status, body, contentType = 'text/html' } = behaviour.reply;
      res.writeHead(status, { 'content-type': contentType });
      return res.end(body);
    }
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const one = /^\/api\/v1\/workflows\/([^/]+)$/.exec(path);
    const list = path === '/api/v1/workflows' && req.method === 'GET';
    const known =
      (path === '/api/v1/workflows' && req.method === 'POST') ||
      list ||
      (one && req.method === 'GET');
    if (!known) return reply(res, 404, { message: 'not found' });
    if (req.headers['x-n8n-api-key'] !== apiKey)
      return reply(res, 401, { message: 'unauthorized' });
    if (list) {
      // As n8n pages: `limit` (100 by default), and an opaque cursor for the next page.
      const params = new URL(req.url ?? '/', 'http://stand-in').searchParams;
      const limit = Number(params.get('limit')) > 0 ? Number(params.get('limit')) : 100;
      const cursor = params.get('cursor');
      let offset = 0;
      if (cursor) {
        try {
          offset = (JSON.parse(Buffer.from(cursor, 'base64').toString()) as { offset: number })
            .offset;
        } catch {
          return reply(res, 400, { message: 'An invalid cursor was provided' });
        }
      }
      const all = [...workflows.values()];
      const data = all.slice(offset, offset + limit);
      const more = offset + limit < all.length;
      const nextCursor = more
        ? Buffer.from(JSON.stringify({ offset: offset + limit })).toString('base64')
        : null;
      return reply(res, 200, { data, nextCursor });
    }
    if (one) {
      const workflow = workflows.get(decodeURIComponent(one[1]));
      return workflow ? reply(res, 200, workflow) : reply(res, 404, { message: 'Not Found' });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reply(res, 400, { message: 'Invalid JSON in request body' });
    }
    received.push(body as Record<string, unknown>);
    const [violation] = n8nApiViolations(body);
    if (violation) return reply(res, 400, { message: violation });
    reply(res, 200, store(body as Omit<StandInWorkflow, 'id'>));
  };

  const store = (body: Omit<StandInWorkflow, 'id'>): StandInWorkflow => {
    const now = new Date().toISOString();
    const workflow: StandInWorkflow = {
      id: n8nId(),
      name: body.name,
      active: false,
      nodes: body.nodes.map((node) => ({ ...node, id: node.id ?? randomUUID() })),
      connections: body.connections,
      settings: body.settings,
      ...('staticData' in body && { staticData: body.staticData }),
      versionId: randomUUID(),
      createdAt: now,
      updatedAt: now,
    };
    workflows.set(workflow.id, workflow);
    return workflow;
  };

  const server = createServer((req, res) => {
    answer(req, res).catch(() => reply(res, 500, { message: 'stand-in failure' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    requests,
    workflows,
    behaviour,
    close: () =>
      new Promise<void>((resolve) => {
        stalls.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
