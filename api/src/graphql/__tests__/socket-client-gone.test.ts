import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildTemplate } from '../../../test/factories';
import { runOverSocket } from '../../../test/graphql-ws-client';

const OPERATIONS = 300;
const PAGE_QUERY = '{ templates(limit: 50) { templates { id name description category } } }';

/**
 * Opens a socket, sends OPERATIONS page queries at once, and drops the connection (no close
 * frame) as soon as the first answer arrives, while the server is still writing the others.
 */
function dropMidFlight(baseUrl: string): Promise<void> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve());
    socket.on('message', (data) => {
      const { type } = JSON.parse(String(data)) as { type: string };
      if (type === 'connection_ack') {
        for (let id = 0; id < OPERATIONS; id++) {
          socket.send(
            JSON.stringify({ type: 'subscribe', id: String(id), payload: { query: PAGE_QUERY } }),
          );
        }
      } else if (type === 'next') {
        socket.terminate();
      }
    });
  });
}

/** Resolves once the server has run no SQL statement for 300 ms: the dropped operations are done. */
async function settled(app: TestApp): Promise<void> {
  let seen = -1;
  while (seen !== app.queries.length) {
    seen = app.queries.length;
    // Only a quiet time shows the dropped operations are done: the server exposes no count of them.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('a graphql-ws client that leaves while its operations are being answered', () => {
  let app: TestApp;
  const consoleError = jest.spyOn(console, 'error');
  const consoleWarn = jest.spyOn(console, 'warn');

  beforeAll(async () => {
    app = await createTestApp();
    for (let i = 0; i < 50; i++) {
      await buildTemplate(app.services.dataSource, { description: 'x'.repeat(2000) });
    }
  });
  afterAll(async () => {
    consoleError.mockRestore();
    consoleWarn.mockRestore();
    await app.close();
  });

  it('is not reported as a server fault on the console, and the server serves on', async () => {
    consoleError.mockClear();
    consoleWarn.mockClear();
    for (let round = 0; round < 3; round++) {
      app.resetQueries();
      await dropMidFlight(app.baseUrl);
      await settled(app);
    }
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();

    const result = (await runOverSocket(
      app.baseUrl,
      '{ templates(limit: 1) { templates { id } } }',
    )) as {
      data: { templates: { templates: unknown[] } };
    };
    expect(result.data.templates.templates).toHaveLength(1);
    expect((await app.get('/healthz')).status).toBe(200);
  });
});
