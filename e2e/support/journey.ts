import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { startE2EServer, type E2EServer } from './server';

/** Where the web app keeps its session token (web/src/features/accounts/session-token.ts). */
const AUTH_TOKEN_KEY = 'auth_token';
/** The window of a page a journey opens. */
const DEFAULT_VIEWPORT = { width: 1280, height: 900 };

/** What a journey's tests use: the server's address and fresh pages on it. */
export interface Journey {
  readonly baseUrl: string;
  /**
   * A page in a browser context of its own, as fresh as a new one, at `path` when given; with
   * `token`, the context starts with that session in its storage, as if its owner had signed in
   * on this browser before. When the test ends the page stops.
   */
  open(path?: string, options?: { token?: string }): Promise<Page>;
  /** A JSON call to the API, as another device would make it. */
  api(method: string, path: string, body?: unknown, token?: string): Promise<Response>;
}

/**
 * Registers the set-up and tear-down of one describe block's journeys: the built server on its
 * own database (without the corpus or the demo seed unless asked) and one Chromium, closed with
 * every context.
 */
export function journey(
  options: {
    corpus?: boolean;
    demo?: boolean;
    /** More settings of the server, read when it starts (after every `beforeAll` before this). */
    env?: () => Record<string, string>;
  } = {},
): Journey {
  let server: E2EServer | undefined;
  let browser: Browser | undefined;
  /**
   * Contexts of finished tests, one per session ('' for a visitor), parked on about:blank for the
   * next test that opens a page with that session: a fresh context costs Chromium a renderer
   * process, and a kept one has the web app's scripts compiled in its cache.
   */
  const parked = new Map<string, TrackedPage>();
  /** Contexts the running test opened, with the session each was opened with. */
  const inUse: Array<{ session: string; tracked: TrackedPage }> = [];

  beforeAll(async () => {
    server = await startE2EServer({
      corpus: options.corpus ?? false,
      demo: options.demo,
      env: options.env?.(),
    });
    browser = await launchBrowser();
  }, 240_000);

  // After each test its pages stop working (no page polls beside the next test) and one context
  // per session is parked; the others close.
  afterEach(async () => {
    const surplus: TrackedPage[] = [];
    for (const { session, tracked } of inUse.splice(0)) {
      if (parked.has(session) || tracked.page.isClosed()) surplus.push(tracked);
      else parked.set(session, tracked);
    }
    await Promise.all([
      ...surplus.map((tracked) => tracked.context.close()),
      ...[...parked.values()].map((tracked) => tracked.page.goto('about:blank')),
    ]);
  });

  afterAll(async () => {
    const all = [...inUse.splice(0).map(({ tracked }) => tracked), ...parked.values()];
    parked.clear();
    await Promise.all(all.map((tracked) => tracked.context.close()));
    await browser?.close();
    await server?.stop();
  });

  /**
   * A parked context as a fresh one would be: no cookies, nothing in the origin's storage but
   * `token`, the default window size, no errors recorded.
   */
  async function reset(tracked: TrackedPage, token: string | undefined): Promise<void> {
    const { page, context } = tracked;
    await context.clearCookies();
    await page.setViewportSize(DEFAULT_VIEWPORT);
    await page.goto(baseUrl() + '/healthz');
    await page.evaluate(
      ({ key, value }) => {
        window.localStorage.clear();
        window.sessionStorage.clear();
        if (value !== undefined) window.localStorage.setItem(key, value);
      },
      { key: AUTH_TOKEN_KEY, value: token },
    );
    tracked.errors.length = 0;
  }

  const baseUrl = () => {
    if (!server) throw new Error('The journey server is not running');
    return server.baseUrl;
  };
  return {
    get baseUrl() {
      return baseUrl();
    },
    async open(path, { token } = {}) {
      if (!browser) throw new Error('The browser is not running');
      const session = token ?? '';
      let tracked = parked.get(session);
      if (tracked) {
        parked.delete(session);
        await reset(tracked, token);
      } else {
        tracked = await openPage(browser, {
          ...DEFAULT_VIEWPORT,
          storage: token === undefined ? undefined : { origin: baseUrl(), [AUTH_TOKEN_KEY]: token },
        });
      }
      inUse.push({ session, tracked });
      if (path !== undefined) await tracked.page.goto(baseUrl() + path);
      return tracked.page;
    },
    api(method, path, body, token) {
      return fetch(baseUrl() + path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  };
}
