import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Headless Chromium's switches with everything that would reach the network off; shared with
 * `npm run test:n8n`'s drive of n8n's editor (scripts/test-n8n/editor.mjs), which reads the file.
 */
const CHROMIUM_ARGS: string[] = JSON.parse(
  readFileSync(path.join(__dirname, 'chromium-args.json'), 'utf8'),
);

export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

/** Debian's Chromium, headless, with everything that would reach the network switched off. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** Content-Security-Policy violations of pages opened since the last check. */
const cspViolations: string[] = [];
/** Waiters of `cspViolationReported`, woken at each report. */
const violationWaiters = new Set<() => void>();

function reportCspViolation(line: string): void {
  cspViolations.push(line);
  for (const wake of violationWaiters) wake();
}

// Every journey that opens pages through openPage fails on any CSP violation they report: the
// server's policy must hold for everything the web app does, and a violation only shows as a
// console line otherwise.
afterEach(() => {
  const found = cspViolations.splice(0);
  if (found.length) throw new Error(`Content-Security-Policy violations:\n${found.join('\n')}`);
});

/** The violations reported so far, taken so the check after the test does not see them. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Resolves once a violation reported and not yet taken matches `pattern`. */
export function cspViolationReported(pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!cspViolations.some((line) => pattern.test(line))) return;
      violationWaiters.delete(check);
      resolve();
    };
    violationWaiters.add(check);
    check();
  });
}

/**
 * A page in a fresh context that records console errors, for the "no console errors" checks, and
 * reports Content-Security-Policy violations (the `securitypolicyviolation` event of any frame,
 * and Chromium's "Refused to ..." console lines) to the check after the current test.
 */
export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    acceptDownloads?: boolean;
    /** What the context's localStorage holds for `origin` before its first page loads. */
    storage?: { origin: string } & Record<string, string>;
  } = {},
): Promise<TrackedPage> {
  const { origin, ...items } = options.storage ?? { origin: '' };
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    acceptDownloads: options.acceptDownloads ?? true,
    storageState: options.storage && {
      cookies: [],
      origins: [
        { origin, localStorage: Object.entries(items).map(([name, value]) => ({ name, value })) },
      ],
    },
  });
  await context.exposeBinding('__reportCspViolation', ({ frame }, violation: string) => {
    reportCspViolation(`${frame.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(message.text());
    if (/Content.Security.Policy/i.test(message.text())) reportCspViolation(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/**
 * Saves the whole page, or with `viewport` only what the window shows, as <name>.png in `dir`
 * (artifacts/ unless a journey keeps its own).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { viewport?: boolean; dir?: string } = {},
): Promise<string> {
  const dir = options.dir ?? ARTIFACTS;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: !options.viewport });
  return file;
}

/**
 * Waits until every animation on the page that ends has finished (the template cards and a dialog
 * fade in): a check of colour contrast made mid-fade reads a half-transparent card or dialog. A
 * fixed wait is not enough under load, when the fade itself runs late. Animations without end (a
 * spinner, a skeleton's shimmer) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
