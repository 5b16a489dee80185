import type { Page } from 'playwright-core';
import { AccessibilityAudit } from './support/accessibility';
import { journey } from './support/journey';

/** What the web app's 404 page says (web/src/features/static-pages/pages/not-found-page.tsx). */
const NOT_FOUND = 'This page could not be found.';
/** Paths the server answers itself rather than the web app: fetched, not opened. */
const SERVER_PATHS = /^\/(api|n8n|graphql|\.well-known)(\/|$)/;
/** How many links of one shape are followed (the home page lists twenty template pages). */
const PER_SHAPE = 2;
const DEMO_PASSWORD = 'demo-password';

/** A link's path with its ids replaced, so twenty template pages count as one shape. */
function shapeOf(url: URL): string {
  return url.pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id') + url.search;
}

const audits = new AccessibilityAudit();

/**
 * Every link leads somewhere (docs/product/site-pages.md): each page reachable from the header and
 * the footer is opened, every same-origin link on it is followed, and none may land on the web
 * app's 404 page, an HTTP error or a missing `#section`. The new static pages are audited too.
 */
describe('every link of the site in a real browser', () => {
  const app = journey({ demo: true });
  let templatePath = '';

  beforeAll(async () => {
    const listed = await app.api('GET', '/api/templates?limit=1');
    const [template] = ((await listed.json()) as { templates: Array<{ id: string }> }).templates;
    templatePath = `/template/${template.id}`;
  });

  afterAll(() => console.log(audits.table()));

  /** Waits until the page's lazy parts (the route's chunk, the footer) have arrived. */
  async function settled(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle');
    await page.locator('footer.site-footer').waitFor();
  }

  /** Every same-origin link on the page as it is now, as absolute addresses. */
  async function linksOn(page: Page): Promise<URL[]> {
    const hrefs = await page.$$eval('a[href]', (anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
    );
    return hrefs.map((href) => new URL(href)).filter((url) => url.origin === app.baseUrl);
  }

  /** What is wrong with the page at `url` as opened, or null. */
  async function problemOf(page: Page, url: URL): Promise<string | null> {
    const response = await page.goto(url.href);
    // No response: only the hash changed, and the page is the one already open.
    if (response && response.status() >= 400) return `HTTP ${response.status()}`;
    await settled(page);
    if (await page.getByText(NOT_FOUND).count()) return 'the 404 page';
    return url.hash ? missingSection(page, url.hash.slice(1)) : null;
  }

  /** Null when the page has an element with `id`, waiting for one the page renders late. */
  async function missingSection(page: Page, id: string): Promise<string | null> {
    const found = await page
      .waitForFunction((target) => document.getElementById(target) !== null, id, {
        timeout: 10_000,
      })
      .then(() => true)
      .catch(() => false);
    return found ? null : `no #${id} on the page`;
  }

  /**
   * Opens `starts`, then follows every same-origin link found, one level further than the pages
   * linked from them: the header's and footer's targets and every link on those. Answers each
   * broken link with the page it was found on and what went wrong.
   */
  async function brokenLinks(page: Page, starts: string[]): Promise<string[]> {
    const broken: string[] = [];
    const seen = new Set<string>();
    const shapes = new Map<string, number>();
    let level = starts.map((path) => ({ url: new URL(path, app.baseUrl), from: '(start)' }));
    for (let depth = 0; depth < 3 && level.length; depth++) {
      const next: typeof level = [];
      for (const { url, from } of level) {
        const problem = await problemOf(page, url);
        if (problem) {
          broken.push(`${url.pathname}${url.search}${url.hash} (linked from ${from}): ${problem}`);
          continue;
        }
        for (const link of await linksOn(page)) {
          const here = link.pathname + link.search === url.pathname + url.search;
          if (here && link.hash) {
            // A contents entry or a skip link: the section is on this very page.
            const missing = await missingSection(page, link.hash.slice(1));
            if (missing) broken.push(`${link.hash} on ${url.pathname}: ${missing}`);
            continue;
          }
          if (seen.has(link.href)) continue;
          seen.add(link.href);
          if (SERVER_PATHS.test(link.pathname)) {
            const res = await fetch(link.href);
            await res.body?.cancel();
            if (!res.ok)
              broken.push(`${link.pathname} (linked from ${url.pathname}): ${res.status}`);
            continue;
          }
          const shape = shapeOf(link) + link.hash;
          const count = shapes.get(shape) ?? 0;
          shapes.set(shape, count + 1);
          if (count < PER_SHAPE) next.push({ url: link, from: url.pathname + url.search });
        }
      }
      level = next;
    }
    expect(seen.size).toBeGreaterThan(20);
    return broken;
  }

  it('leads a visitor from the header, the footer and every page they reach to a page that exists', async () => {
    const page = await app.open();
    const starts = [
      '/',
      templatePath,
      '/dashboard',
      '/experts/projects',
      '/terms',
      '/privacy',
      '/cookies',
      '/about',
      '/how-it-works',
      '/contact',
      '/security',
    ];
    expect(await brokenLinks(page, starts)).toEqual([]);
  }, 600_000);

  it('leads a signed-in expert from the header and the dashboard to pages that exist', async () => {
    const login = await app.api('POST', '/api/auth/login', {
      email: 'expert@demo.flowvault.dev',
      password: DEMO_PASSWORD,
    });
    const { token } = (await login.json()) as { token: string };
    const page = await app.open(undefined, { token });
    expect(await brokenLinks(page, ['/', '/dashboard'])).toEqual([]);
  }, 600_000);

  it('answers the addresses typed for moved pages with where they went', async () => {
    const page = await app.open();
    for (const [typed, target] of [
      ['/templates', '/#templates'],
      ['/categories', '/#categories'],
      ['/integrations', '/#templates'],
      ['/experts', '/experts/projects'],
    ]) {
      await page.goto(app.baseUrl + typed);
      await page.waitForURL(app.baseUrl + target);
      await settled(page);
      expect(await page.getByText(NOT_FOUND).count()).toBe(0);
    }
  });

  it('serves security.txt as plain text pointing at the Security page', async () => {
    const res = await fetch(`${app.baseUrl}/.well-known/security.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain(`Policy: ${app.baseUrl}/security`);
    const page = await app.open(new URL(text.match(/^Policy: (.+)$/m)![1]).pathname);
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
  });

  describe('accessibility of the static pages', () => {
    it.each([
      ['cookies', '/cookies'],
      ['about', '/about'],
      ['how it works', '/how-it-works'],
      ['contact', '/contact'],
      ['security', '/security'],
    ])('%s passes axe at 1280 and 390 px and reflows at 320 px', async (name, path) => {
      const page = await app.open(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await audits.check(name, page, [1280, 390, 320]);
    });
  });
});
