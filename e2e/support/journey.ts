import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type TrackedPage } from './browser';
import { startE2EServer, type E2EServer } from './server';

/** What a journey's tests use: the server's address and fresh pages on it. */
export interface Journey {
  readonly baseUrl: string;
  /**
   * A page in a fresh browser context, at `path` when given, closed when the test ends; with
   * `token`, the context starts with that session in its storage, as if its owner had signed in
   * on this browser before.
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
  /** Contexts opened by the running test, closed after it: no page works on beside the next. */
  const pages: TrackedPage[] = [];

  beforeAll(async () => {
    server = await startE2EServer({
      corpus: options.corpus ?? false,
      demo: options.demo,
      env: options.env?.(),
    });
    browser = await launchBrowser();
  }, 240_000);

  const closePages = () => Promise.all(pages.splice(0).map((tracked) => tracked.context.close()));
  afterEach(closePages);

  afterAll(async () => {
    await closePages();
    await browser?.close();
    await server?.stop();
  });

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
      const tracked = await openPage(browser, {
        storage: token === undefined ? undefined : { origin: baseUrl(), auth_token: token },
      });
      pages.push(tracked);
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
