import { createTestApp, type TestApp } from '../../../../test/app';
import { AppError } from '../../../core/app-error';
import type { Template } from '../template.entity';
import { CATALOGUE, names, seedCatalogue, type CatalogueKey } from './catalogue.fixtures';

describe('TemplateService, as the n8n library and the seed call it', () => {
  let app: TestApp;
  let rows: Record<CatalogueKey, Template>;

  beforeAll(async () => {
    app = await createTestApp();
    rows = await seedCatalogue(app);
  });
  afterAll(() => app.close());

  const templates = () => app.services.templates;

  it('lists several categories at once', async () => {
    const page = await templates().list({ category: ['AI', 'Support'], sort: 'name' });
    const expected = Object.values(CATALOGUE).filter((t) => ['AI', 'Support'].includes(t.category));
    expect(names(page.items)).toEqual(names(expected).sort());
    expect(page).toMatchObject({ totalItems: expected.length, page: 1, limit: 20 });
    expect(page.items[0].workflow).toBeUndefined();
  });

  it('refuses typed input out of range with a validation AppError naming the fields', async () => {
    const attempt = templates().list({ page: 0, limit: 1000, complexity: 'Hard' as never });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: 'validation_error',
      extra: {
        fields: {
          page: expect.any(String),
          limit: expect.any(String),
          complexity: expect.any(String),
        },
      },
    });
  });

  it('finds a template by its stable integer id, with its workflow', async () => {
    const found = await templates().getByNumericId(rows.weather.numericId);
    expect(found.id).toBe(rows.weather.id);
    expect(found.workflow).toEqual(rows.weather.workflow);
  });

  it.each([0, -1, 1.5, 2 ** 31, Number.NaN, 999_999])(
    'answers getByNumericId(%p) with not_found',
    async (numericId) => {
      await expect(templates().getByNumericId(numericId)).rejects.toMatchObject({
        code: 'not_found',
        message: 'Template not found',
      });
    },
  );

  it('finds list items by id for loaders, skipping malformed and unknown ids', async () => {
    const found = await templates().findByIds([
      rows.invoices.id,
      'nope',
      '00000000-0000-4000-8000-000000000000',
    ]);
    expect(found.map((t) => t.id)).toEqual([rows.invoices.id]);
    expect(await templates().findByIds(['nope'])).toEqual([]);
  });
});
