import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import { names } from './catalogue.fixtures';

describe('Name A-Z', () => {
  let app: TestApp;
  const mixed = [
    'AI Agent To Chat with files',
    'AI agent chat',
    'AI Voice Chat',
    'AI Agent for invoices',
    'Émail digest',
    'email alerts',
    'Zapier bridge',
    'apple notes sync',
  ];

  beforeAll(async () => {
    app = await createTestApp();
    for (const name of mixed) await buildTemplate(app.services.dataSource, { name });
  });
  afterAll(() => app.close());

  it('orders names without regard to case or accents', async () => {
    const res = await app.get('/api/templates?sort=name');
    expect(names(res.body.templates)).toEqual([
      'AI agent chat',
      'AI Agent for invoices',
      'AI Agent To Chat with files',
      'AI Voice Chat',
      'apple notes sync',
      'email alerts',
      'Émail digest',
      'Zapier bridge',
    ]);
  });

  it('orders search results by the same key', async () => {
    const res = await app.get('/api/templates?search=ai&sort=name');
    expect(names(res.body.templates)).toEqual([
      'AI agent chat',
      'AI Agent for invoices',
      'AI Agent To Chat with files',
      'AI Voice Chat',
    ]);
  });
});
