import { createTestApp, type TestApp } from '../../../test/app';
import { buildTemplate } from '../../../test/factories';
import { runOverSocket } from '../../../test/graphql-ws-client';

describe('GraphQL over graphql-ws on /graphql', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await buildTemplate(app.services.dataSource, { category: 'Marketing' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs a query over the socket', async () => {
    const result = await runOverSocket(app.baseUrl, '{ categories { name count } }');
    expect(result).toEqual({ data: { categories: [{ name: 'Marketing', count: 1 }] } });
  });

  it('refuses a connection whose authorization parameter is not a string', async () => {
    const outcome = runOverSocket(app.baseUrl, '{ categories { name } }', { authorization: 12345 });
    await expect(outcome).rejects.toMatchObject({ code: 4403 });
  });
});
