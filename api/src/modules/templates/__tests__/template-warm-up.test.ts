import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import { PostgresRealtime } from '../../../realtime/postgres-realtime';
import { TemplateService } from '../template.service';

/**
 * A process's warm-up, as deployed: what every process makes once is made before it takes users,
 * so the first visitors after a deploy do not wait for it.
 */
describe('the catalogue warm-up', () => {
  let app: TestApp;
  let realtime: PostgresRealtime;
  let deployed: TemplateService;

  beforeAll(async () => {
    app = await createTestApp();
    await buildTemplate(app.services.dataSource, {
      name: 'Relay chat',
      integrations: ['Telegram'],
    });
    await buildTemplate(app.services.dataSource, {
      name: 'Sheet sync',
      integrations: ['Airtable'],
    });
    realtime = new PostgresRealtime((app.services.dataSource.options as { url: string }).url);
    deployed = new TemplateService(app.services.db, {
      realtime,
      visitFlushMs: 0,
      secret: app.services.env.secretsKey,
    });
    await deployed.warmUp();
  });
  afterAll(async () => {
    await deployed.close();
    await realtime.close();
    await app.close();
  });

  it('leaves the home page’s first page cached', async () => {
    app.resetQueries();
    const page = await deployed.list({});
    expect(page.items.map((template) => template.name).sort()).toEqual([
      'Relay chat',
      'Sheet sync',
    ]);
    expect(app.queries).toEqual([]);
  });

  it('leaves the most used integrations’ names parsed as search words', async () => {
    app.resetQueries();
    const page = await deployed.list({ search: 'telegram' });
    expect(page.items.map((template) => template.name)).toEqual(['Relay chat']);
    expect(app.queries.filter((sql) => sql.includes('to_tsvector'))).toEqual([]);
  });
});
