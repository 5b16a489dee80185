import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import type { TemplateService } from '../template.service';
import { deployedTemplates } from './catalogue.fixtures';

/**
 * A process's warm-up, as deployed: what every process makes once is made before it takes users,
 * so the first visitors after a deploy do not wait for it.
 */
describe('the catalogue warm-up', () => {
  let app: TestApp;
  let deployed: TemplateService;
  let closeDeployed: () => Promise<void>;

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
    ({ service: deployed, close: closeDeployed } = deployedTemplates(app));
    await deployed.warmUp();
  });
  afterAll(async () => {
    await closeDeployed();
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
