import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import { CATALOGUE, names, seedCatalogue } from './catalogue.fixtures';

const base = 'n8n-nodes-base';

/**
 * Words that name services and triggers find the templates whose workflows use them,
 * whatever their text says, and rank them above templates whose text only mentions them.
 */
describe('searching for what workflows use', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedCatalogue(app);
    const created = (days: number) => new Date(Date.now() - days * 86_400_000);
    // Uses Google Sheets without naming it anywhere in its text...
    await buildTemplate(app.services.dataSource, {
      name: 'Collect survey answers',
      description: 'Appends every answer as a new row.',
      integrations: ['Google Sheets'],
      tags: [],
      nodeTypes: [`${base}.webhook`, `${base}.googleSheets`],
      createdAt: created(30),
    });
    // ...while this one only talks about it: its name says "Google Sheet", no node uses it.
    await buildTemplate(app.services.dataSource, {
      name: 'Google Sheet export notes',
      description: 'Explains how to export a Google Sheet by hand.',
      integrations: [],
      tags: [],
      nodeTypes: [`${base}.manualTrigger`, `${base}.set`],
      createdAt: created(31),
    });
    // n8n's own form starts this one; its text never says "form".
    await buildTemplate(app.services.dataSource, {
      name: 'Collect sign-ups',
      description: 'Mails every new sign-up to the team.',
      integrations: ['Gmail'],
      tags: [],
      nodeTypes: [`${base}.formTrigger`, `${base}.gmail`],
      createdAt: created(32),
    });
  });
  afterAll(() => app.close());

  const search = async (text: string) => {
    const res = await app.get(`/api/templates?search=${encodeURIComponent(text)}`);
    expect(res.status).toBe(200);
    return names(res.body.templates);
  };

  it('finds the templates that use OpenAI for "chatgpt", which no template mentions', async () => {
    const found = await search('chatgpt');
    expect(found.slice(0, 2).sort()).toEqual(
      [CATALOGUE.telegramBot.name, CATALOGUE.aiSummary.name].sort(),
    );
  });

  it('finds the scheduled templates for "every morning" and "hourly"', async () => {
    for (const text of ['every morning', 'hourly']) {
      const found = await search(text);
      expect([text, found.slice(0, 2).sort()]).toEqual([
        text,
        [CATALOGUE.weather.name, CATALOGUE.aiSummary.name].sort(),
      ]);
    }
  });

  it('ranks a template that uses the named service above one whose text only mentions it', async () => {
    for (const text of ['google sheet', 'gsheets', 'google sheets']) {
      const found = await search(text);
      const user = found.indexOf('Collect survey answers');
      const mention = found.indexOf('Google Sheet export notes');
      expect([text, user >= 0, user < mention || mention < 0]).toEqual([text, true, true]);
    }
  });

  it('finds workflows started by n8n\'s form for "when a form is submitted"', async () => {
    const found = await search('send an email when a form is submitted');
    expect(found[0]).toBe('Collect sign-ups');
  });

  it('gives the n8n library the same engine', async () => {
    const res = await app.get('/n8n/templates/search?page=1&rows=10&search=chatgpt');
    expect(res.status).toBe(200);
    const found = names(res.body.workflows);
    expect(found).toEqual(await search('chatgpt'));
    expect(found.slice(0, 2).sort()).toEqual(
      [CATALOGUE.telegramBot.name, CATALOGUE.aiSummary.name].sort(),
    );
  });

  it('reads an integration named in the search as that service ("notion", "hubspot")', async () => {
    expect((await search('save summaries in notion'))[0]).toBe(CATALOGUE.aiSummary.name);
    expect((await search('leads in hubspot'))[0]).toBe(CATALOGUE.leadPipeline.name);
  });
});
