import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { AccessibilityAudit } from './support/accessibility';
import {
  animationsSettled,
  launchBrowser,
  openPage,
  screenshot,
  type TrackedPage,
} from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';

/**
 * Browsing journeys in real Chromium against `node api/dist/main.js` serving the built web app,
 * on a database holding the real 2,047-workflow corpus ingested through the ingest CLI.
 */
describe('browsing the catalogue in a real browser', () => {
  let server: E2EServer;
  let browser: Browser;
  /** Every page visited, for the console-error check at the end (closed after its test). */
  const pages: TrackedPage[] = [];
  let closedUpTo = 0;
  const audit = new AccessibilityAudit();

  beforeAll(async () => {
    server = await startE2EServer();
    browser = await launchBrowser();
  }, 240_000);

  // A page left open keeps rendering and polling beside the next test's.
  afterEach(async () => {
    const done = pages.slice(closedUpTo);
    closedUpTo = pages.length;
    await Promise.all(done.map((tracked) => tracked.context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function visit(path: string, width = 1280): Promise<Page> {
    const tracked = await openPage(browser, { width });
    pages.push(tracked);
    await tracked.page.goto(server.baseUrl + path);
    return tracked.page;
  }

  const cards = (page: Page) => page.locator('ul[aria-label="Templates"] > li');
  const audits = new AccessibilityAudit();

  it('shows on each card which of the services named it uses, and passes axe', async () => {
    const page = await visit('/?search=' + encodeURIComponent('summarize my emails with chatgpt'));
    await cards(page).first().waitFor();
    await animationsSettled(page); // the cards fade in
    // "emails" names Gmail, Email and Outlook; "chatgpt" OpenAI: the first card uses some of them.
    const marked = await cards(page)
      .first()
      .locator('.template-card__matched mark')
      .allInnerTexts();
    expect(marked.length).toBeGreaterThan(0);
    for (const name of marked) {
      expect(['Gmail', 'Email', 'Microsoft Outlook', 'OpenAI']).toContain(name);
    }
    expect(await cards(page).first().innerText()).toContain('Uses ');
    await audits.check('home, search naming services', page);
    await screenshot(page, 'search-1-matched-services');
  });

  it('suggests services and categories when nothing matches, and a suggestion lists them', async () => {
    // Slack is in the corpus, but not among the Complex manual HR templates.
    const page = await visit('/?category=HR&complexity=Complex&triggerType=Manual&search=slack');
    await page.getByRole('heading', { name: 'No templates found' }).waitFor();
    const services = page.getByRole('navigation', { name: 'Suggested services' });
    const slack = services.getByRole('link', { name: /^Slack \(\d+\)$/ });
    await slack.waitFor();
    const categories = page.getByRole('navigation', { name: 'Suggested categories' });
    expect(await categories.getByRole('link').count()).toBeGreaterThan(0);
    await audits.check('home, no results with suggestions', page);
    await screenshot(page, 'search-2-suggestions');
    // A category keeps the search where the search finds templates in it.
    const first = categories.getByRole('link').first();
    const expected = Number(/\((\d+)\)$/.exec(await first.innerText())?.[1]);
    await first.click();
    await page.waitForURL(/category=/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('slack');
    await page
      .getByText(`${expected.toLocaleString('en-US')} template${expected === 1 ? '' : 's'} found`)
      .waitFor();
    await cards(page).first().waitFor();
    // A service lists by that service alone.
    await page.goBack();
    await slack.click();
    await page.waitForURL(/integration=Slack/);
    expect(new URL(page.url()).searchParams.get('search')).toBeNull();
    await cards(page).first().waitFor();
  });

  it('finds Telegram templates for the typo "telegarm"', async () => {
    const page = await visit('/');
    await page.getByLabel('Search templates').fill('telegarm');
    await page.waitForURL(/search=telegarm/);
    await page.getByRole('heading', { name: 'Search results for "telegarm"' }).waitFor();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
    const text = (await cards(page).first().innerText()).toLowerCase();
    expect(text).toContain('telegram');
  });

  it('applies filters from the URL, and Clear all keeps the search text', async () => {
    const page = await visit('/?category=AI&complexity=Medium&search=agent');
    await page.getByRole('heading', { name: 'Search results for "agent"' }).waitFor();
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('AI');
    expect(await page.getByLabel('Complexity', { exact: true }).inputValue()).toBe('Medium');
    await cards(page).first().waitFor();
    for (const card of (await cards(page).all()).slice(0, 5)) {
      expect(await card.innerText()).toContain('Medium');
    }
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((url) => !url.search.includes('category'));
    // The URL changes at once; React renders the navigation as a transition just after.
    const category = page.getByLabel('Category', { exact: true });
    expect(await settle(() => category.inputValue(), '')).toBe('');
    expect(await page.getByLabel('Complexity', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Search templates').inputValue()).toBe('agent');
    expect(new URL(page.url()).searchParams.get('search')).toBe('agent');
  });

  it('appends a page with Load More and counts the remainder down', async () => {
    const page = await visit('/');
    const loadMore = page.getByRole('button', { name: /^Load More \(/ });
    await loadMore.waitFor();
    expect(await cards(page).count()).toBe(20);
    const before = remaining(await loadMore.innerText());
    const firstName = await cards(page).first().locator('h3').innerText();
    await loadMore.click();
    await page.waitForFunction(
      () => document.querySelectorAll('ul[aria-label="Templates"] > li').length === 40,
    );
    expect(remaining(await loadMore.innerText())).toBe(before - 20);
    expect(await cards(page).first().locator('h3').innerText()).toBe(firstName);
  });

  it('filters the grid from a category card', async () => {
    const page = await visit('/');
    await page.getByRole('button', { name: /Explore by category/ }).click();
    const card = page.locator('a.category-card').first();
    const name = await card.locator('.category-card__name').innerText();
    await card.click();
    await page.waitForURL((url) => url.searchParams.get('category') === name);
    await page.getByRole('heading', { name: `${name} Templates` }).waitFor();
    await cards(page).first().waitFor();
    expect((await cards(page).first().innerText()).toLowerCase()).toContain(name.toLowerCase());
  });

  it('shows the workflow structure and downloads the JSON under the right name', async () => {
    const home = await visit('/?search=telegram');
    await cards(home).first().waitFor();
    await cards(home).first().getByRole('link', { name: 'View Details' }).click();
    await home.waitForURL(/\/template\//);
    const page = home;
    await page.getByRole('heading', { name: 'Workflow Structure' }).waitFor();
    const name = await page.locator('h1').first().innerText();
    const steps = page.locator('ol[aria-label="Workflow steps"] > li');
    expect(await steps.count()).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    const expected = `${name.replace(/[^a-zA-Z0-9]/g, '_').toLowerCase()}.json`;
    expect(download.suggestedFilename()).toBe(expected);
    const saved = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
    expect(Array.isArray(saved.nodes)).toBe(true);
    expect(saved.nodes.length).toBeGreaterThan(0);
    expect(typeof saved.connections).toBe('object');
  });

  it('opens Donate as a modal dialog that Escape and the backdrop close, focus back on Donate', async () => {
    const page = await visit('/?search=slack');
    await cards(page).first().getByRole('link', { name: 'View Details' }).click();
    const donate = page.getByRole('button', { name: 'Donate' });
    const dialog = page.getByRole('dialog', { name: 'Support FlowVault' });
    const focusIsOn = () =>
      dialog.evaluate((d) =>
        !document.hasFocus() ? 'browser' : d.contains(document.activeElement) ? 'dialog' : 'page',
      );

    await donate.click();
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    expect(await focusIsOn()).toBe('dialog');
    // More presses than the dialog has controls: past the last one Tab goes to the browser's own
    // controls and then back to the first, never to the inert page behind.
    const visited = [];
    for (let press = 0; press < 7; press += 1) {
      await page.keyboard.press('Tab');
      visited.push(await focusIsOn());
    }
    expect(visited).not.toContain('page');
    expect(visited.at(-1)).toBe('dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await donate.evaluate((button) => button === document.activeElement)).toBe(true);

    await donate.click();
    await dialog.waitFor();
    // The page behind is inert: a click on it lands on the backdrop, which closes the dialog.
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    expect(await donate.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('does not shift the layout as the home page fills in', async () => {
    const tracked = await openPage(browser, { width: 1280 });
    pages.push(tracked);
    const { page } = tracked;
    await page.addInitScript(() => {
      const shifts: number[] = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
        }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // Every shift so far: those delivered, and those the observer has not delivered yet.
      (window as unknown as { __shifts(): number[] }).__shifts = () => {
        record(observer.takeRecords());
        return shifts;
      };
    });
    await page.goto(server.baseUrl + '/');
    await cards(page).first().waitFor();
    // What could still move the grid: answers on their way, web fonts, the cards' fade-in; then
    // two frames, so the last change has been laid out and its shift recorded.
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    await animationsSettled(page);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    const shifts = await page.evaluate(() =>
      (window as unknown as { __shifts(): number[] }).__shifts(),
    );
    const cumulative = shifts.reduce((sum, value) => sum + value, 0);
    // 0.1 is the "good" Cumulative Layout Shift threshold of Core Web Vitals.
    expect(cumulative).toBeLessThan(0.1);
  });

  it('lists a workflow published twice once, and its page names the other source', async () => {
    // Two aggregators publish "Generate SQL queries from schema only - AI-powered": one card.
    const name = 'Generate SQL queries from schema only - AI-powered';
    const search = await fetch(
      `${server.baseUrl}/api/templates?search=${encodeURIComponent(name)}`,
    );
    const listed = ((await search.json()) as { templates: Array<{ id: string; name: string }> })
      .templates;
    expect(listed.filter((template) => template.name === name)).toHaveLength(1);
    const original = listed.find((template) => template.name === name)!;
    const detail = await fetch(`${server.baseUrl}/api/templates/${original.id}`);
    const [copy] = ((await detail.json()) as { template: { otherSources: Array<{ id: string }> } })
      .template.otherSources;

    const page = await visit(`/template/${copy.id}`);
    const sources = page.getByRole('region', { name: 'Also published by' });
    await sources.waitFor();
    await audit.check('detail naming another source', page, [1280, 390, 320]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await sources.getByRole('link').first().click();
    await page.waitForURL(`**/template/${original.id}`);
    // The original's page names the copy in turn.
    await page
      .getByRole('region', { name: 'Also published by' })
      .locator(`a[href="/template/${copy.id}"]`)
      .waitFor();
  });

  it('shows the 404 text on an unknown route', async () => {
    const page = await visit('/no/such/page');
    await page.getByText('This page could not be found.').waitFor();
  });

  it('saves screenshots of home and detail at desktop and phone widths', async () => {
    for (const width of [1280, 390]) {
      const home = await visit('/', width);
      await cards(home).first().waitFor();
      await animationsSettled(home); // let the card fade-in finish
      await screenshot(home, `home-${width}`);
      const id = await home.evaluate(async () => {
        const response = await fetch('/api/templates?search=slack&limit=1');
        return (await response.json()).templates[0].id as string;
      });
      const detail = await visit(`/template/${id}`, width);
      await detail.getByRole('heading', { name: 'Workflow Structure' }).waitFor();
      await screenshot(detail, `detail-${width}`);
    }
  });

  it('logs no console errors on any page it visited', () => {
    const errors = pages.flatMap((p) => p.errors);
    expect(errors).toEqual([]);
  });
});

/** Reads until the value is `expected` or 10 s pass, and returns the last value read. */
async function settle<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

function remaining(label: string): number {
  const match = /\(([\d,]+) remaining\)/.exec(label);
  if (!match) throw new Error(`not a Load More label: ${label}`);
  return Number(match[1].replace(/,/g, ''));
}
