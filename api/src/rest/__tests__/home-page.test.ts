import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount } from '../../../test/accounts';
import { INDEX_HTML, makeWebDist, type WebDist } from '../../../test/web-dist';
import { seedCatalogue } from '../../modules/templates/__tests__/catalogue.fixtures';

const FIRST_PAGE = `query FirstPage($limit: Int!) {
  templates(limit: $limit) { templates { id name isSaved } pagination { totalItems } }
}`;
const CATEGORIES = '{ categories { name count } }';

/** The answers inside a page of HTML, as the web app reads them (served-answers.ts). */
function answersIn(html: string): unknown {
  const match = /<script type="application\/json" id="served-answers">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

/**
 * The home page's HTML carries the visitor's answers to its first queries, so its first cards
 * need no request after the script (docs/ARCHITECTURE.md, "The home page's first answers").
 */
describe('the home page with its first answers', () => {
  let dist: WebDist;
  let app: TestApp;

  beforeAll(async () => {
    dist = makeWebDist({
      servedQueries: [
        { name: 'FirstPage', query: FIRST_PAGE, variables: { limit: 3 } },
        { name: 'Categories', query: CATEGORIES, variables: {} },
      ],
    });
    app = await createTestApp({ webDist: dist.dir, env: { NODE_ENV: 'production' } });
    await seedCatalogue(app);
  });
  afterAll(async () => {
    await app?.close();
    dist.remove();
  });

  it('answers the queries as GraphQL answers a visitor, inside the page', async () => {
    const page = await app.get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const firstPage = await app.graphql(FIRST_PAGE, { limit: 3 });
    const categories = await app.graphql(CATEGORIES);
    expect(answersIn(page.text)).toEqual({
      FirstPage: (firstPage.body as { data: unknown }).data,
      Categories: (categories.body as { data: unknown }).data,
    });
    const { FirstPage } = answersIn(page.text) as {
      FirstPage: { templates: { templates: { isSaved: boolean }[] } };
    };
    expect(FirstPage.templates.templates).toHaveLength(3);
    expect(FirstPage.templates.templates.every((template) => !template.isSaved)).toBe(true);
  });

  it('gives every visitor the same answers, whoever sends a token', async () => {
    const { headers } = await createAccount(app.services);
    const signedIn = await app.get('/', headers);
    expect(answersIn(signedIn.text)).toEqual(answersIn((await app.get('/')).text));
  });

  it('leaves the other client-side routes as the built page', async () => {
    const privacy = await app.get('/privacy');
    expect(privacy.text).toBe(INDEX_HTML);
  });
});

describe('the home page when its queries cannot be answered', () => {
  it('goes out as built, and the app asks as usual', async () => {
    const dist = makeWebDist({
      servedQueries: [{ name: 'Broken', query: '{ noSuchField }', variables: {} }],
    });
    const logs: string[] = [];
    const app = await createTestApp({ webDist: dist.dir, logs });
    try {
      const page = await app.get('/');
      expect({ status: page.status, text: page.text }).toEqual({ status: 200, text: INDEX_HTML });
      expect(logs.some((line) => line.includes('a query answered before asked failed'))).toBe(true);
    } finally {
      await app.close();
      dist.remove();
    }
  });
});
