import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';

/** A home-page-like query that touches every relation of a template. */
const PAGE_WITH_RELATIONS = `
  query CataloguePage($limit: Int!) {
    templates(limit: $limit) {
      templates {
        id
        name
        categoryInfo { name count }
        relatedTemplates { id name categoryInfo { count } }
        workflow
      }
      pagination { totalItems }
    }
  }`;

describe('GraphQL statement count', () => {
  let app: TestApp;
  const categories = ['AI', 'Communication', 'Marketing', 'Utility', 'HR'];

  beforeAll(async () => {
    app = await createTestApp();
    for (let i = 0; i < 60; i++) {
      await buildTemplate(app.services.dataSource, {
        name: `Workflow number ${i}`,
        category: categories[i % categories.length],
        downloads: i,
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
  });
  afterAll(() => app.close());

  const statementsFor = async (limit: number) => {
    app.resetQueries();
    const res = await app.graphql(PAGE_WITH_RELATIONS, { limit });
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.templates.templates;
    expect(page).toHaveLength(limit);
    for (const template of page) {
      expect(template.relatedTemplates).toHaveLength(4);
      expect(template.workflow.nodes.length).toBeGreaterThan(0);
      expect(template.categoryInfo.count).toBe(12);
    }
    return [...app.queries];
  };

  /** The one statement that reads a page's list items, when they are not kept. */
  const pageRead = (sql: string) => /unnest\(\$1::uuid\[\]\)/.test(sql);

  it('does not grow with the page size: 5 templates cost as many statements as 50', async () => {
    // The first list loads the catalogue index and reads the page's items in one statement.
    const first = await statementsFor(50);
    expect(first.filter(pageRead)).toHaveLength(1);
    const five = await statementsFor(5);
    const fifty = await statementsFor(50);
    expect(fifty.length).toBe(five.length);
    // Totals, category counts and the counters of kept items come from the catalogue index;
    // these tests read the catalogue version before each use of it (list, category counts):
    // version, version, related templates, workflows.
    expect(five.length).toBe(4);
    expect(five.filter((sql) => /FROM catalogue_version/.test(sql))).toHaveLength(2);
  });

  it('loads each relation with one batched statement', async () => {
    const statements = await statementsFor(50);
    const batched = statements.filter((sql) => /= ANY\(\$1|unnest\(\$1::uuid\[\]\)/.test(sql));
    // The workflows; the items are kept since the first list.
    expect(batched).toHaveLength(1);
    expect(statements.filter((sql) => /unnest\(\$1::text\[\]\) AS wanted/.test(sql))).toHaveLength(
      1,
    );
  });
});
