import type { Page } from 'playwright-core';
import { AccessibilityAudit } from './support/accessibility';
import { animationsSettled } from './support/browser';
import { journey } from './support/journey';

const audits = new AccessibilityAudit();
const CLEAN = 'Imports cleanly into n8n 1.x';

/**
 * The compatibility badge in real Chromium, on the real corpus ingested through the ingest CLI:
 * the filter panel narrows the grid to the templates that import cleanly into n8n 1.x or to those
 * that do not, the cards say which, and the detail page names every obstacle. Each view passes
 * axe-core's WCAG 2.1 A and AA rules and reflows down to 320 px, the home page of the whole
 * catalogue (over a thousand templates, unlike the demo seed) included.
 */
describe('the n8n compatibility badge in a real browser', () => {
  const app = journey({ corpus: true });

  afterAll(() => console.log(audits.table()));

  const cards = (page: Page) => page.locator('ul[aria-label="Templates"] > li');

  async function firstTemplate(compatibility: 'Clean' | 'Blocked') {
    const listed = await app.api('GET', `/api/templates?n8nCompatibility=${compatibility}&limit=1`);
    const body = (await listed.json()) as {
      templates: Array<{ id: string; name: string; n8nObstacles: string[] }>;
      pagination: { totalItems: number };
    };
    return { ...body.templates[0], total: body.pagination.totalItems };
  }

  it('reflows the whole catalogue’s home page down to 320 px, its four-digit count included', async () => {
    const page = await app.open('/');
    await cards(page).first().waitFor();
    const { total } = await firstTemplate('Clean');
    expect(total).toBeGreaterThan(999);
    await page
      .locator('.hero__count')
      .getByText(/^\d{1,3}(,\d{3})+\+ templates$/)
      .waitFor();
    await animationsSettled(page);
    await audits.check('home, the whole ingested catalogue', page);
  });

  it('narrows the grid to templates that do not import cleanly, each naming its obstacle', async () => {
    const { total } = await firstTemplate('Blocked');
    const page = await app.open('/');
    await cards(page).first().waitFor();
    await page.getByLabel('n8n Import', { exact: true }).selectOption('Blocked');
    await page.waitForURL(/n8nCompatibility=Blocked/);
    await page.getByText(`${total.toLocaleString('en-US')} templates found`).waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('ul[aria-label="Templates"] > li').length === count,
      Math.min(total, 20),
    );
    for (const card of await cards(page).all()) {
      const text = await card.innerText();
      expect(text).toMatch(/Uses /);
      expect(text).not.toContain(CLEAN);
    }
    await animationsSettled(page); // the cards fade in
    await audits.check('home, filtered to templates that do not import cleanly', page);
  });

  it('shows the badge on every card of the clean filter and on the detail page', async () => {
    const page = await app.open('/?n8nCompatibility=Clean');
    expect(await page.getByLabel('n8n Import', { exact: true }).inputValue()).toBe('Clean');
    await cards(page).first().waitFor();
    for (const card of (await cards(page).all()).slice(0, 10)) {
      expect(await card.innerText()).toContain(CLEAN);
    }
    await cards(page).first().getByRole('link', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Workflow Structure' }).waitFor();
    await page.locator('header').getByText(CLEAN).waitFor();
    await audits.check('detail of a template that imports cleanly', page);
  });

  it('lists every obstacle on the detail page of a template that does not import cleanly', async () => {
    const blocked = await firstTemplate('Blocked');
    const page = await app.open(`/template/${blocked.id}`);
    await page.getByRole('heading', { name: 'Workflow Structure' }).waitFor();
    await page.getByText('Before it imports into n8n 1.x:').waitFor();
    for (const obstacle of blocked.n8nObstacles) {
      await page.getByRole('listitem').filter({ hasText: obstacle }).first().waitFor();
    }
    expect(await page.getByText(CLEAN).count()).toBe(0);
    await audits.check('detail of a template that does not import cleanly', page);
  });
});
