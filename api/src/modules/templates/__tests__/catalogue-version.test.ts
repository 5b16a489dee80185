import { createTestApp, type TestApp } from '../../../../test/app';
import { eventually } from '../../../../test/eventually';
import { buildTemplate } from '../../../../test/factories';
import { testActor } from '../../../../test/test-tokens';
import type { TemplateService } from '../template.service';
import { deployedTemplates } from './catalogue.fixtures';

/**
 * A second API process on the same database: a TemplateService following the catalogue version
 * through its own real-time connection, with its page cache on, as deployed.
 */
describe('catalogue version across API processes', () => {
  let app: TestApp;
  let deployed: TemplateService;
  let closeDeployed: () => Promise<void>;

  const version = async () =>
    (await app.services.dataSource.query(`SELECT version, counters FROM catalogue_version`))[0];

  beforeAll(async () => {
    app = await createTestApp();
    for (let i = 0; i < 3; i++) {
      await buildTemplate(app.services.dataSource, { name: `Quillfeather digest ${i}` });
    }
    ({ service: deployed, close: closeDeployed } = deployedTemplates(app));
  });
  afterAll(async () => {
    await closeDeployed();
    await app.close();
  });

  it('reads a page asked for once, and caches it from its second request on', async () => {
    app.resetQueries();
    const first = await deployed.list({ search: 'quillfeather', sort: 'name' });
    expect(app.queries.length).toBeGreaterThan(0);
    const second = await deployed.list({ search: 'quillfeather', sort: 'name' });
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    app.resetQueries();
    const third = await deployed.list({ search: 'quillfeather', sort: 'name' });
    expect(third).toBe(second);
    expect(app.queries).toEqual([]);
  });

  it('answers a repeated page from its cache while the catalogue stays the same', async () => {
    await deployed.list({ search: 'quillfeather' });
    await deployed.list({ search: 'quillfeather' });
    app.resetQueries();
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => deployed.list({ search: 'quillfeather' })),
    );
    expect(pages.map((page) => page.totalItems)).toEqual([3, 3, 3, 3, 3]);
    expect(app.queries).toEqual([]);
  });

  it('sees a template added by another process at once, with an exact total', async () => {
    await buildTemplate(app.services.dataSource, { name: 'Quillfeather digest extra' });
    await eventually(async () => {
      const page = await deployed.list({ search: 'quillfeather' });
      expect(page.totalItems).toBe(4);
      expect(page.items.map((t) => t.name)).toContain('Quillfeather digest extra');
    });
  });

  it('keeps exact totals through updates and deletes', async () => {
    const moved = await buildTemplate(app.services.dataSource, {
      name: 'Quillfeather mover',
      category: 'Utility',
    });
    await app.services.dataSource.query(`UPDATE templates SET category = 'HR' WHERE id = $1`, [
      moved.id,
    ]);
    await eventually(async () => {
      expect((await deployed.list({ category: 'HR' })).totalItems).toBe(1);
      expect((await app.services.templates.list({ category: 'HR' })).totalItems).toBe(1);
    });
    await app.services.dataSource.query(`DELETE FROM templates WHERE id = $1`, [moved.id]);
    await eventually(async () => {
      expect((await deployed.list({ category: 'HR' })).totalItems).toBe(0);
      expect((await deployed.categories()).find((c) => c.name === 'HR')).toBeUndefined();
    });
  });

  it('hides a template that becomes a copy, and shows it again when its original is deleted', async () => {
    const original = await buildTemplate(app.services.dataSource, { name: 'Quillfeather twin 1' });
    const copy = await buildTemplate(app.services.dataSource, { name: 'Quillfeather twin 2' });
    await app.services.dataSource.query(`UPDATE templates SET copy_of = $1 WHERE id = $2`, [
      original.id,
      copy.id,
    ]);
    const twins = async () =>
      (await deployed.list({ search: 'quillfeather twin' })).items
        .map((t) => t.name)
        .filter((name) => name.includes('twin'));
    await eventually(async () => expect(await twins()).toEqual(['Quillfeather twin 1']));
    await app.services.dataSource.query(`DELETE FROM templates WHERE id = $1`, [original.id]);
    await eventually(async () => expect(await twins()).toEqual(['Quillfeather twin 2']));
    await app.services.dataSource.query(`DELETE FROM templates WHERE id = $1`, [copy.id]);
  });

  it('moves the version once per writing statement, and not for a statement that changes nothing', async () => {
    const before = await version();
    const [template] = await app.services.dataSource.query(`SELECT * FROM templates LIMIT 1`);
    await app.services.dataSource.query(`UPDATE templates SET name = name WHERE id = $1`, [
      template.id,
    ]);
    expect(await version()).toEqual(before);
    await app.services.dataSource.query(`UPDATE templates SET description = description || '!'`);
    const after = await version();
    expect(Number(after.version)).toBe(Number(before.version) + 1);
  });

  it('counts visitor counters apart: a download reorders "popular" without a new catalogue version', async () => {
    const before = await version();
    const [least] = await app.services.dataSource.query(
      `SELECT id FROM templates ORDER BY downloads, views, id LIMIT 1`,
    );
    for (let i = 0; i < 50; i++) {
      await app.services.templates.recordDownload(
        { actor: testActor().actor, ip: '::1' },
        least.id,
      );
    }
    await app.services.templates.flushVisits();
    const after = await version();
    expect(after.version).toBe(before.version);
    expect(Number(after.counters)).toBeGreaterThan(Number(before.counters));
    const top = await app.services.templates.list({ sort: 'popular', limit: 1 });
    expect(top.items[0].id).toBe(least.id);
  });
});
