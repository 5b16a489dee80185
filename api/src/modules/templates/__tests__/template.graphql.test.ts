import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import type { Template } from '../template.entity';
import { CATALOGUE, names, seedCatalogue, type CatalogueKey } from './catalogue.fixtures';

const TEMPLATE_FIELDS = `
  id name author category description nodeCount triggerType complexity tags integrations
  createdAt updatedAt downloadUrl detailedDescription difficulty estimatedSetupTime
  prerequisites useCases features requiredNodes howToUse views downloads saves
  aiDocumentation { generated model generatedAt estimatedCost }`;

describe('the catalogue over GraphQL', () => {
  let app: TestApp;
  let rows: Record<CatalogueKey, Template>;
  const all = Object.values(CATALOGUE);

  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://vault.example.com' } });
    rows = await seedCatalogue(app);
  });
  afterAll(() => app.close());

  const query = async (source: string, variables?: Record<string, unknown>) => {
    const res = await app.graphql(source, variables);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  const errorOf = async (source: string, variables?: Record<string, unknown>) => {
    const res = await app.graphql(source, variables);
    expect(res.body.errors).toHaveLength(1);
    return res.body.errors[0];
  };

  it('pages through templates with filters, sort and pagination', async () => {
    const data = await query(
      `query HomePageQuery($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {
        templates(filter: $filter, page: $page, limit: $limit, sort: popular) {
          templates { name categoryInfo { name count } }
          pagination { currentPage totalPages totalItems itemsPerPage }
        }
      }`,
      { filter: { category: 'AI', complexity: null }, page: 1, limit: 1 },
    );
    const ai = all.filter((t) => t.category === 'AI').sort((a, b) => b.downloads - a.downloads);
    expect(names(data.templates.templates)).toEqual([ai[0].name]);
    expect(data.templates.templates[0].categoryInfo).toEqual({ name: 'AI', count: ai.length });
    expect(data.templates.pagination).toEqual({
      currentPage: 1,
      totalPages: ai.length,
      totalItems: ai.length,
      itemsPerPage: 1,
    });
  });

  it('gives a template with every template field, its workflow and an absolute download URL', async () => {
    const data = await query(
      `query TemplateDetailPageQuery($id: ID!) { template(id: $id) { ${TEMPLATE_FIELDS} workflow } }`,
      { id: rows.sheetsSync.id },
    );
    expect(data.template).toMatchObject({
      id: rows.sheetsSync.id,
      name: CATALOGUE.sheetsSync.name,
      triggerType: 'Webhook',
      complexity: 'Simple',
      integrations: ['Google Sheets', 'Airtable'],
      createdAt: rows.sheetsSync.createdAt.toISOString(),
      downloadUrl: `https://vault.example.com/api/templates/${rows.sheetsSync.id}/download`,
      difficulty: null,
      aiDocumentation: null,
      workflow: rows.sheetsSync.workflow,
    });
  });

  it('answers an unknown or malformed template id with NOT_FOUND "Template not found"', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', "1' OR '1'='1"]) {
      const error = await errorOf(`query($id: ID!) { template(id: $id) { id } }`, { id });
      expect(error.message).toBe('Template not found');
      expect(error.extensions.code).toBe('NOT_FOUND');
    }
  });

  it('lists related templates of the same category, most popular first, never itself', async () => {
    const extra = await buildTemplate(app.services.dataSource, {
      name: 'Classify support tickets with AI',
      category: 'AI',
      downloads: 1000,
    });
    const data = await query(
      `query($id: ID!) { template(id: $id) { relatedTemplates(limit: 5) { id name category } } }`,
      { id: rows.telegramBot.id },
    );
    expect(data.template.relatedTemplates).toEqual([
      { id: extra.id, name: extra.name, category: 'AI' },
      { id: rows.aiSummary.id, name: CATALOGUE.aiSummary.name, category: 'AI' },
    ]);
  });

  it('lists categories with counts, most populated first', async () => {
    const data = await query(`{ categories { name count } }`);
    const rest = await app.get('/api/categories');
    expect(data.categories).toEqual(rest.body.categories);
    const counts = data.categories.map((c: { count: number }) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('lists the most used integrations, 30 by default', async () => {
    const data = await query(`{ integrations { name count } }`);
    expect(data.integrations.slice(0, 2)).toEqual([
      { name: 'OpenAI', count: 2 },
      { name: 'Telegram', count: 2 },
    ]);
    const limited = await query(`{ integrations(limit: 1) { name } }`);
    expect(limited.integrations).toEqual([{ name: 'OpenAI' }]);
  });

  it('records a download and returns the template with its new count', async () => {
    const data = await query(
      `mutation($input: RecordTemplateDownloadInput!) {
        recordTemplateDownload(input: $input) { template { id downloads workflow } }
      }`,
      { input: { id: rows.invoices.id } },
    );
    expect(data.recordTemplateDownload.template).toEqual({
      id: rows.invoices.id,
      downloads: CATALOGUE.invoices.downloads + 1,
      workflow: rows.invoices.workflow,
    });
  });

  it('refuses to record a download of an unknown template with NOT_FOUND', async () => {
    const error = await errorOf(
      `mutation { recordTemplateDownload(input: { id: "nope" }) { template { id } } }`,
    );
    expect(error.extensions.code).toBe('NOT_FOUND');
  });

  it.each([
    ['page: 0', 'page'],
    ['limit: 0', 'limit'],
    ['limit: 101', 'limit'],
    [`filter: { search: "${'x'.repeat(201)}" }`, 'filter.search'],
  ])('refuses templates(%s) with VALIDATION_ERROR naming the field', async (args, field) => {
    const error = await errorOf(`{ templates(${args}) { pagination { totalItems } } }`);
    expect(error.extensions.code).toBe('VALIDATION_ERROR');
    expect(error.extensions.fields).toEqual({ [field]: expect.any(String) });
  });

  it('refuses an unknown category with VALIDATION_ERROR', async () => {
    const error = await errorOf(
      `{ templates(filter: { category: "Gardening" }) { pagination { totalItems } } }`,
    );
    expect(error.extensions).toEqual({
      code: 'VALIDATION_ERROR',
      fields: { category: expect.stringContaining('must be one of') },
    });
  });

  it('refuses an enum value outside the schema before running anything', async () => {
    const res = await app.graphql(
      `{ templates(filter: { complexity: Hard }) { pagination { totalItems } } }`,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses out-of-range related and integration limits', async () => {
    const related = await errorOf(
      `query($id: ID!) { template(id: $id) { relatedTemplates(limit: 500) { id } } }`,
      { id: rows.telegramBot.id },
    );
    expect(related.extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { limit: expect.any(String) },
    });
    const integrations = await errorOf(`{ integrations(limit: 0) { name } }`);
    expect(integrations.extensions.code).toBe('VALIDATION_ERROR');
  });
});
