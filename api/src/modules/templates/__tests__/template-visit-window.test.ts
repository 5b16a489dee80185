import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';
import { ANONYMOUS } from '../../../core/actor';
import type { Template } from '../template.entity';
import { TemplateService } from '../template.service';

const HOUR = 60 * 60_000;

/** The visit window, with the service's clock in the test's hand. */
describe('the visit window', () => {
  let app: TestApp;
  let template: Template;
  let now: number;
  let service: TemplateService;
  const visitor = { actor: ANONYMOUS, ip: '203.0.113.50' };

  beforeAll(async () => {
    app = await createTestApp();
    template = await buildTemplate(app.services.dataSource, { name: 'Windowed', views: 0 });
    now = Date.UTC(2030, 0, 1, 10, 0, 0);
    service = new TemplateService(app.services.db, {
      secret: app.services.env.secretsKey,
      visitFlushMs: 0,
      now: () => now,
    });
  });
  afterAll(async () => {
    await service.close();
    await app.close();
  });

  const views = async () =>
    (
      await app.services.dataSource.query(`SELECT views FROM templates WHERE id = $1`, [
        template.id,
      ])
    )[0].views;
  const windows = async () =>
    (
      await app.services.dataSource.query(
        `SELECT DISTINCT window_start FROM template_visits ORDER BY window_start`,
      )
    ).map((row: { window_start: Date }) => row.window_start.getTime());

  it('counts a visitor once in an hour, and again in the next hour', async () => {
    await service.recordView(visitor, template.id);
    now += 59 * 60_000;
    expect((await service.recordView(visitor, template.id)).views).toBe(1);
    await service.flushVisits();
    expect(await views()).toBe(1);

    now += 2 * 60_000;
    expect((await service.recordView(visitor, template.id)).views).toBe(2);
    await service.flushVisits();
    expect(await views()).toBe(2);
    expect(await windows()).toEqual([Date.UTC(2030, 0, 1, 10), Date.UTC(2030, 0, 1, 11)]);
  });

  it('keeps the previous window for late batches and prunes the ones before it', async () => {
    now = Date.UTC(2030, 0, 1, 12, 30);
    await service.recordView(visitor, template.id);
    await service.flushVisits();
    expect(await windows()).toEqual([Date.UTC(2030, 0, 1, 11), Date.UTC(2030, 0, 1, 12)]);

    now += 3 * HOUR;
    await service.flushVisits();
    expect(await windows()).toEqual([]);
  });
});
