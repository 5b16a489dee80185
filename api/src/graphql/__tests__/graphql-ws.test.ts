import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildTemplate } from '../../../test/factories';

/** Runs one operation over a fresh graphql-ws connection and settles with its outcome. */
function runOnce(client: Client, query: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let result: unknown;
    client.subscribe(
      { query },
      {
        next: (value) => (result = value),
        error: reject,
        complete: () => resolve(result),
      },
    );
  });
}

describe('GraphQL over graphql-ws on /graphql', () => {
  let app: TestApp;
  const clients: Client[] = [];
  const connect = (connectionParams: Record<string, unknown> = {}) => {
    const client = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    app = await createTestApp();
    await buildTemplate(app.services.dataSource, { category: 'Marketing' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await app.close();
  });

  it('runs a query over the socket', async () => {
    const result = await runOnce(connect(), '{ categories { name count } }');
    expect(result).toEqual({ data: { categories: [{ name: 'Marketing', count: 1 }] } });
  });

  it('refuses a connection whose authorization parameter is not a string', async () => {
    const outcome = runOnce(connect({ authorization: 12345 }), '{ categories { name } }');
    await expect(outcome).rejects.toMatchObject({ code: 4403 });
  });
});
