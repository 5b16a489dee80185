import { createTestApp, type TestApp } from '../../../../test/app';
import { CATALOGUE, seedCatalogue } from './catalogue.fixtures';

const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

/**
 * A page says which services its search named, so cards can show why they matched,
 * and a page with nothing on it suggests services and categories to try instead.
 */
describe('what a search named, and what an empty page suggests', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedCatalogue(app);
  });
  afterAll(() => app.close());

  const list = async (query: string) => {
    const res = await app.get(`/api/templates?${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('names the services a search named that templates use', async () => {
    expect((await list('search=chatgpt')).namedServices).toEqual(['OpenAI']);
    expect((await list('search=slack%20and%20gsheets')).namedServices.sort()).toEqual([
      'Google Sheets',
      'Slack',
    ]);
    // "email" names three services; the catalogue's templates use only Gmail of them.
    expect((await list('search=email')).namedServices).toEqual(['Gmail']);
  });

  it('names no service for a search that names none, or for no search', async () => {
    expect((await list('search=weather')).namedServices).toEqual([]);
    expect((await list('')).namedServices).toEqual([]);
  });

  it('suggests nothing while a page has templates', async () => {
    expect((await list('search=slack')).suggestions).toBeNull();
    expect((await list('')).suggestions).toBeNull();
  });

  it('suggests the service typed and the categories where the search does find templates', async () => {
    // Slack's template is in Finance & Accounting: AI has none.
    const page = await list('search=slack&category=AI');
    expect(page.templates).toEqual([]);
    expect(page.suggestions.services[0]).toEqual({ name: 'Slack', count: 1 });
    // Where the search finds templates, counting those: browsed with the search kept.
    expect(page.suggestions.categories).toEqual([{ name: 'Finance & Accounting', count: 1 }]);
    expect(page.suggestions.categoriesOfSearch).toBe(true);
  });

  it('suggests the most used services among what the search finds, counted over the catalogue', async () => {
    // "telegram" names Telegram; its two templates also use OpenAI and Gmail.
    const page = await list('search=telegram&complexity=Complex&category=HR');
    expect(page.templates).toEqual([]);
    expect(names(page.suggestions.services).slice(0, 3)).toEqual(['Telegram', 'Gmail', 'OpenAI']);
    expect(page.suggestions.services[2]).toEqual({ name: 'OpenAI', count: 2 });
  });

  it('suggests the most used services and the largest categories when nothing is close', async () => {
    const page = await list('search=zzqxv');
    expect(page.pagination.totalItems).toBe(0);
    expect(page.suggestions.services[0]).toEqual({ name: 'OpenAI', count: 2 });
    expect(page.suggestions.services.length).toBe(5);
    expect(page.suggestions.categories[0]).toEqual({ name: 'AI', count: 2 });
    expect(page.suggestions.categoriesOfSearch).toBe(false);
  });

  it('suggests categories whose name is close to a word when the search finds nothing', async () => {
    const page = await list('search=zzqxv%20finanse');
    expect(page.pagination.totalItems).toBe(0);
    expect(page.suggestions.categories[0].name).toBe(CATALOGUE.invoices.category);
    expect(page.suggestions.categoriesOfSearch).toBe(false);
  });

  it('reads only the words a search reads: a service named ninth is not the closest', async () => {
    const eight = 'zzqa zzqb zzqc zzqd zzqe zzqf zzqg zzqh';
    // Filtered down to nothing, so both pages suggest.
    const empty = '&category=HR&complexity=Complex';
    const page = await list(`search=${encodeURIComponent(`${eight} slak`)}${empty}`);
    expect(page.pagination.totalItems).toBe(0);
    expect(page.suggestions.services[0].name).toBe('OpenAI');
    const named = await list(`search=${encodeURIComponent('zzqa slak')}${empty}`);
    expect(named.pagination.totalItems).toBe(0);
    expect(named.suggestions.services[0].name).toBe('Slack');
  });

  it('leaves out the category filtered by when the search finds nothing anywhere', async () => {
    const page = await list('search=zzqxv&category=AI');
    expect(names(page.suggestions.categories)).not.toContain('AI');
    expect(page.suggestions.categories).toHaveLength(5);
  });

  it('answers the same over GraphQL', async () => {
    const res = await app.graphql(
      `query ($filter: TemplateFilterInput) {
        templates(filter: $filter) {
          namedServices
          suggestions { services { name count } categories { name count } categoriesOfSearch }
        }
      }`,
      { filter: { search: 'slack', category: 'AI' } },
    );
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.templates;
    expect(page.namedServices).toEqual(['Slack']);
    expect(page.suggestions.services[0]).toEqual({ name: 'Slack', count: 1 });
    expect(page.suggestions.categories[0]).toEqual({ name: 'Finance & Accounting', count: 1 });
    const found = await app.graphql(
      `{ templates(filter: { search: "chatgpt" }) { namedServices suggestions { services { name } } } }`,
    );
    expect(found.body.data.templates).toEqual({ namedServices: ['OpenAI'], suggestions: null });
  });
});
