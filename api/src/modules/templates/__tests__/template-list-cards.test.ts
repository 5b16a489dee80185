import { createTestApp, type TestApp } from '../../../../test/app';
import { eventually } from '../../../../test/eventually';
import { buildTemplate } from '../../../../test/factories';
import type { TemplateRepository } from '../template.repository';
import type { TemplateService } from '../template.service';
import { deployedTemplates } from './catalogue.fixtures';

/**
 * List items are kept per content version: a page whose templates were all shown before reads
 * nothing, its counters coming from the catalogue index, which follows them; a content change
 * shows at once (docs/DECISIONS.md, "What a list costs").
 */
describe('list items kept per content version', () => {
  let app: TestApp;
  let ids: string[];

  beforeAll(async () => {
    app = await createTestApp();
    ids = [];
    for (let i = 0; i < 3; i++) {
      const template = await buildTemplate(app.services.dataSource, {
        name: `Larkspur relay ${i}`,
        downloads: i,
      });
      ids.push(template.id);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async () => {
    const res = await app.get('/api/templates?search=larkspur&sort=name');
    expect(res.status).toBe(200);
    return res.body.templates as Array<{ id: string; name: string; downloads: number }>;
  };
  const sql = (text: string, parameters: unknown[]) =>
    app.services.dataSource.query(text, parameters);

  it('reads nothing for a page whose items were all shown before', async () => {
    const first = await list();
    expect(first.map((item) => item.name)).toEqual([
      'Larkspur relay 0',
      'Larkspur relay 1',
      'Larkspur relay 2',
    ]);
    app.resetQueries();
    const again = await list();
    expect(again).toEqual(first);
    const pageReads = app.queries.filter((text) =>
      /JOIN templates t ON t\.id = page\.id/.test(text),
    );
    expect(pageReads).toEqual([]);
    // The counters come from the catalogue index: what a test's list reads is the version.
    expect(app.queries.filter((text) => !/FROM catalogue_version/.test(text))).toEqual([]);
  });

  it('shows counters as they are now', async () => {
    await list();
    await sql(`UPDATE templates SET downloads = 40, saves = 2 WHERE id = $1`, [ids[1]]);
    const item = (await list()).find((entry) => entry.id === ids[1]);
    expect(item).toMatchObject({ downloads: 40, saves: 2 });
  });

  it('shows a content change on the next page', async () => {
    await list();
    await sql(`UPDATE templates SET description = $2 WHERE id = $1`, [ids[2], 'Rewritten text']);
    const item = (await list()).find((entry) => entry.id === ids[2]);
    expect(item).toMatchObject({ description: 'Rewritten text' });
  });
});

/**
 * As deployed, a process reads every list item REST shows ahead, at start and after each content
 * change, carrying over the items of rows that did not change (docs/DECISIONS.md, "What a list
 * costs").
 */
describe('list items read ahead, as deployed', () => {
  let app: TestApp;
  let ids: string[];
  let deployed: TemplateService;
  let closeDeployed: () => Promise<void>;
  let readCards: jest.SpyInstance<ReturnType<TemplateRepository['findCards']>, [readonly string[]]>;

  beforeAll(async () => {
    app = await createTestApp();
    ids = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await buildTemplate(app.services.dataSource, { name: `Marigold relay ${i}` })).id);
    }
    ({ service: deployed, close: closeDeployed } = deployedTemplates(app, { cards: true }));
    const repository = (deployed as unknown as { repository: TemplateRepository }).repository;
    readCards = jest.spyOn(repository, 'findCards');
    await deployed.warmUp();
  });
  afterAll(async () => {
    await closeDeployed();
    await app.close();
  });

  const marigolds = async () =>
    (await deployed.listCards({ search: 'marigold', sort: 'name' })).cards.map(
      (card) => JSON.parse(card) as { id: string; name: string; description: string },
    );

  it('answers a page after its warm-up without a statement', async () => {
    expect(readCards.mock.calls.flatMap(([read]) => read)).toEqual(expect.arrayContaining(ids));
    await marigolds(); // the search word is parsed once
    readCards.mockClear();
    app.resetQueries();
    expect((await marigolds()).map((card) => card.name)).toEqual([
      'Marigold relay 0',
      'Marigold relay 1',
      'Marigold relay 2',
    ]);
    expect(app.queries).toEqual([]);
    expect(readCards).not.toHaveBeenCalled();
  });

  it('reads again, after a content change, only the item that changed', async () => {
    readCards.mockClear();
    await app.services.dataSource.query(`UPDATE templates SET description = $2 WHERE id = $1`, [
      ids[1],
      'Rewritten relay',
    ]);
    await eventually(async () => {
      const card = (await marigolds()).find((entry) => entry.id === ids[1]);
      expect(card?.description).toBe('Rewritten relay');
    });
    // By the read-ahead, or by a list that came first: the other two were carried over.
    expect(new Set(readCards.mock.calls.flatMap(([read]) => read))).toEqual(new Set([ids[1]]));
    app.resetQueries();
    await deployed.listCards({ search: 'marigold', page: 1 });
    expect(app.queries).toEqual([]);
  });
});
