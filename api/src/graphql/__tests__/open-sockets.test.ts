import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/app';
import { runOverSocket } from '../../../test/graphql-ws-client';
import { MAX_SOCKETS_PER_CLIENT } from '../open-sockets';

/** How an upgrade to /graphql ended: the open socket, or the status and body it was refused with. */
type Upgrade = { socket: WebSocket } | { status: number; body: unknown };

function upgrade(baseUrl: string): Promise<Upgrade> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve({ socket }));
    socket.on('error', reject);
    socket.on('unexpected-response', (request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) });
      });
    });
  });
}

/** Upgrades until one opens (a closed socket is counted out once the server sees it close). */
async function upgradeOnceRoom(baseUrl: string): Promise<WebSocket> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const outcome = await upgrade(baseUrl);
    if ('socket' in outcome) return outcome.socket;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no room for a socket');
}

describe('open graphql-ws sockets per client', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it(`refuses a client's socket past ${MAX_SOCKETS_PER_CLIENT} open ones with 429, and takes one when one closes`, async () => {
    const outcomes = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_CLIENT + 5 }, () => upgrade(app.baseUrl)),
    );
    const sockets = outcomes.flatMap((outcome) => ('socket' in outcome ? [outcome.socket] : []));
    expect(sockets.length).toBe(MAX_SOCKETS_PER_CLIENT);
    expect(outcomes.filter((outcome) => !('socket' in outcome))).toEqual(
      Array.from({ length: 5 }, () => ({
        status: 429,
        body: {
          error: 'rate_limited',
          message: `Too many open connections from your address (at most ${MAX_SOCKETS_PER_CLIENT}).`,
        },
      })),
    );

    sockets.pop()!.close();
    sockets.push(await upgradeOnceRoom(app.baseUrl));
    expect(await upgrade(app.baseUrl)).toMatchObject({ status: 429 });

    for (const socket of sockets) socket.terminate();
    (await upgradeOnceRoom(app.baseUrl)).terminate();
    expect(await runOverSocket(app.baseUrl, '{ categories { name } }')).toEqual({
      data: { categories: [] },
    });
  });
});
