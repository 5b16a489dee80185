import { createTestApp, type TestApp } from '../../../test/app';
import { buildTemplate } from '../../../test/factories';
import { MAX_DEPTH } from '../limits';

/** `relatedTemplates` nested `levels` times inside a page of one template. */
function nestedQuery(levels: number): string {
  let selection = 'id';
  for (let i = 0; i < levels; i++) selection = `relatedTemplates(limit: 1) { ${selection} }`;
  return `{ templates(limit: 1) { templates { ${selection} } } }`;
}

describe('GraphQL query limits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await buildTemplate(app.services.dataSource, { category: 'AI' });
    await buildTemplate(app.services.dataSource, { category: 'AI' });
  });
  afterAll(() => app.close());

  it(`accepts a query ${MAX_DEPTH} levels deep`, async () => {
    const res = await app.graphql(nestedQuery(MAX_DEPTH - 3));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.templates.templates).toHaveLength(1);
  });

  it(`refuses a query ${MAX_DEPTH + 1} levels deep with QUERY_TOO_COMPLEX before any SQL runs`, async () => {
    app.resetQueries();
    const res = await app.graphql(nestedQuery(MAX_DEPTH - 2));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.body.errors[0].message).toMatch(/too deep: 13 levels/);
    expect(app.queries).toEqual([]);
  });

  it('counts depth through fragments', async () => {
    const res = await app.graphql(`
      query { templates { templates { ...Deep } } }
      fragment Deep on Template {
        relatedTemplates(limit: 1) { relatedTemplates(limit: 1) { relatedTemplates(limit: 1) {
          relatedTemplates(limit: 1) { relatedTemplates(limit: 1) { relatedTemplates(limit: 1) {
            relatedTemplates(limit: 1) { relatedTemplates(limit: 1) { relatedTemplates(limit: 1) {
              relatedTemplates(limit: 1) { id } } } } } } } } } }
      }`);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses a shallow query whose lists multiply past the cost limit', async () => {
    app.resetQueries();
    const res = await app.graphql(`{
      templates(limit: 100) { templates {
        relatedTemplates(limit: 20) { relatedTemplates(limit: 20) { id name } }
      } }
    }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.body.errors[0].message).toMatch(/too costly/);
    expect(app.queries).toEqual([]);
  });

  it('measures the same document again when its variables change the cost', async () => {
    const query = `query Costly($limit: Int!) {
      templates(limit: 100) { templates { relatedTemplates(limit: $limit) {
        relatedTemplates(limit: $limit) { id }
      } } }
    }`;
    const cheap = await app.graphql(query, { limit: 1 });
    expect(cheap.status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) {
      const costly = await app.graphql(query, { limit: 20 });
      expect(costly.status).toBe(400);
      expect(costly.body.errors[0].message).toMatch(/too costly/);
    }
    expect((await app.graphql(query, { limit: 1 })).status).toBe(200);
  });

  it('accepts the largest ordinary page with its relations', async () => {
    const res = await app.graphql(`{
      templates(limit: 100) { templates {
        id name categoryInfo { name count } workflow
        relatedTemplates { id name categoryInfo { count } }
      } pagination { totalItems } }
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.templates.pagination.totalItems).toBe(2);
  });
});
