import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import { CATALOGUE, names, seedCatalogue } from './catalogue.fixtures';

describe('catalogue search', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedCatalogue(app);
  });
  afterAll(() => app.close());

  const search = async (text: string, extra = '') => {
    const res = await app.get(`/api/templates?search=${encodeURIComponent(text)}${extra}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('ranks a name match above templates that only mention the word elsewhere', async () => {
    const body = await search('telegram');
    expect(names(body.templates)).toEqual([
      CATALOGUE.telegramBot.name,
      CATALOGUE.supportInbox.name,
    ]);
    expect(body.pagination.totalItems).toBe(2);
  });

  it('matches word prefixes: "tele" finds the Telegram templates', async () => {
    const body = await search('tele');
    expect(names(body.templates).sort()).toEqual(
      [CATALOGUE.telegramBot.name, CATALOGUE.supportInbox.name].sort(),
    );
  });

  it('ranks a whole-word match above a prefix match ("ai" before "Airtable")', async () => {
    const body = await search('ai');
    const found = names(body.templates);
    expect(found[0]).toBe(CATALOGUE.telegramBot.name);
    expect(found).toContain(CATALOGUE.sheetsSync.name);
  });

  it('a typo search still finds Telegram templates ("telegarm")', async () => {
    const body = await search('telegarm');
    expect(names(body.templates)).toContain(CATALOGUE.telegramBot.name);
    expect(names(body.templates)).toContain(CATALOGUE.supportInbox.name);
    expect(names(body.templates)).not.toContain(CATALOGUE.weather.name);
  });

  it('tolerates a swapped letter in a short word ("gmial" finds Gmail)', async () => {
    const body = await search('gmial');
    expect(names(body.templates)).toEqual([CATALOGUE.supportInbox.name]);
  });

  it.each([
    ['the description', 'forecast', CATALOGUE.weather.name],
    ['the integrations', 'hubspot', CATALOGUE.leadPipeline.name],
    ['the tags', 'openweathermap', CATALOGUE.weather.name],
    ['the node types', 'rssFeedRead', CATALOGUE.aiSummary.name],
    ['stemmed words', 'forecasts', CATALOGUE.weather.name],
  ])('searches %s', async (_where, text, expected) => {
    const body = await search(text);
    expect(names(body.templates)).toEqual([expected]);
  });

  it('ranks a template with every word above those with only some', async () => {
    const body = await search('openai notion');
    const found = names(body.templates);
    // Only the RSS summary uses both; the Telegram chatbot uses OpenAI alone.
    expect(found[0]).toBe(CATALOGUE.aiSummary.name);
    expect(found.slice(1)).toContain(CATALOGUE.telegramBot.name);
    expect(body.pagination.totalItems).toBe(found.length);
  });

  it('does not let a word no template has make the search fail', async () => {
    const telegram = await search('telegram');
    const body = await search('telegram qqqqqq');
    expect(names(body.templates)).toEqual(names(telegram.templates));
  });

  it.each(['the telegram', 'their telegram', 'telegram about the'])(
    'never lets a stop word make a search fail: "%s" finds what "telegram" does',
    async (text) => {
      expect(await search(text)).toEqual(await search('telegram'));
    },
  );

  it('shows the popular list for a search of stop words only', async () => {
    const popular = await app.get('/api/templates?sort=popular');
    expect(popular.body.pagination.totalItems).toBe(Object.keys(CATALOGUE).length);
    for (const text of ['the', 'about', 'their', 'what is the']) {
      expect([text, await search(text)]).toEqual([text, popular.body]);
    }
    // A sort asked for is kept.
    const byName = await app.get('/api/templates?sort=name');
    expect(await search('the', '&sort=name')).toEqual(byName.body);
  });

  it('combines the search with filters', async () => {
    const body = await search('openai', '&triggerType=Triggered');
    expect(names(body.templates)).toEqual([CATALOGUE.telegramBot.name]);
  });

  it('honours an explicit sort while searching', async () => {
    const body = await search('telegram', '&sort=popular');
    expect(names(body.templates)).toEqual([
      CATALOGUE.supportInbox.name,
      CATALOGUE.telegramBot.name,
    ]);
  });

  it.each(["'; drop table templates; --", 'a & b | !c <-> d:* (e)', '%_\\', '\u0001 control'])(
    'treats %j as plain words, never as SQL or query syntax',
    async (text) => {
      const body = await search(text);
      expect(Array.isArray(body.templates)).toBe(true);
      const list = await app.get('/api/templates');
      expect(list.body.pagination.totalItems).toBe(7);
    },
  );

  it('refuses a NUL in the search, which PostgreSQL text cannot hold', async () => {
    const res = await app.get(`/api/templates?search=${encodeURIComponent('\u0000 null byte')}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ search: 'must not contain a NUL character' });
  });

  it('finds nothing for a search without letters or digits', async () => {
    const body = await search('!!! ???');
    expect(body).toMatchObject({
      templates: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 20 },
    });
    // Nothing to show: the largest categories and most used services instead.
    expect(body.suggestions.categories[0]).toEqual({ name: 'AI', count: 2 });
    expect(body.suggestions.services.length).toBeGreaterThan(0);
  });

  it('finds a template as soon as it is added, typo included', async () => {
    await buildTemplate(app.services.dataSource, {
      name: 'Post Mastodon toots from an RSS feed',
      integrations: ['Mastodon'],
      nodeTypes: ['n8n-nodes-base.rssFeedReadTrigger', 'n8n-nodes-base.mastodon'],
    });
    const body = await search('mastdon');
    expect(names(body.templates)).toEqual(['Post Mastodon toots from an RSS feed']);
  });

  it('answers the same search through GraphQL', async () => {
    const res = await app.graphql(
      `query Search($search: String) {
        templates(filter: { search: $search }) { templates { name } pagination { totalItems } }
      }`,
      { search: 'telegarm' },
    );
    expect(res.body.errors).toBeUndefined();
    const rest = await search('telegarm');
    expect(names(res.body.data.templates.templates)).toEqual(names(rest.templates));
  });
});
