/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';

/**
 * One load of a home page the way a slow phone sees it (bench/README.md, "The home page on a slow
 * phone"): a 390 px wide mobile viewport, the CPU slowed 4x, a slow-4G link and a cold cache.
 */

/** A home page to load: where, and what its first template card is. */
export interface HomePage {
  name: string;
  origin: string;
  /** Matches a template card once its data is in, and never a loading placeholder. */
  cardSelector: string;
}

/** One request of a load, times in ms from the document's request. */
export interface RequestFigures {
  url: string;
  /** A GraphQL request's operation name. */
  operation?: string;
  type: string;
  status?: number;
  /** Bytes on the wire (headers and encoded body), 0 for a request that failed. */
  bytes: number;
  startMs: number;
  endMs: number;
  failed?: string;
}

/** What one load gave. */
export interface LoadFigures {
  /** The page's clock (ms from navigation start) once the first frame that shows a card is made. */
  firstCardMs: number;
  /** The last Largest Contentful Paint entry's startTime, read once the page is idle. */
  lcpMs: number;
  /** Its element, as `tag.class`. */
  lcpElement: string;
  /** Bytes transferred: encodedDataLength of every request that finished. */
  bytes: number;
  requests: number;
  /** Requests that failed: those to any host but loopback are refused on purpose. */
  failed: number;
  /** The 1-minute load average (as `uptime` prints it) when the load ended. */
  loadAverage: number;
  requestList: RequestFigures[];
}

/** The phone: a slow-4G link (Chrome DevTools' preset, in bytes/s) and a CPU 4x slower. */
export const SLOW_PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  cpuSlowdown: 4,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 75_000,
  latencyMs: 150,
};

/** How long one load may take before the bench gives up on it. */
const LOAD_TIMEOUT_MS = 90_000;
/** How long an idle page may take to report its first LCP candidate. */
const LCP_WAIT_MS = 10_000;

/**
 * Debian's Chromium, headless, with e2e's switches (nothing reaching the network of itself) and
 * every host name resolving to nothing: the servers are reached by loopback address, and what a page
 * asks of any other host (a CDN's script) fails at once instead of leaving the machine.
 */
export async function launchPhoneBrowser(repoRoot: string): Promise<Browser> {
  const args: string[] = JSON.parse(
    readFileSync(path.join(repoRoot, 'e2e', 'support', 'chromium-args.json'), 'utf8'),
  );
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
}

/** Loads `home` once in a fresh context under SLOW_PHONE and measures it. */
export async function measureLoad(browser: Browser, home: HomePage): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    deviceScaleFactor: SLOW_PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchPage, home.cardSelector);
    const cdp = await context.newCDPSession(page);
    const requests = await slowPhone(cdp);
    await page.goto(`${home.origin}/`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    // Polled on a timer, not every frame: the page's own clock has the time, and a check each
    // frame would take the throttled CPU from the page.
    await page.waitForFunction(() => window.__homeBench.firstCardMs !== undefined, undefined, {
      polling: 250,
      timeout: LOAD_TIMEOUT_MS,
    });
    await pageIdle(page);
    const marks = await page.evaluate(() => window.__homeBench);
    const requestList = requests.list();
    const finished = requestList.filter((request) => request.failed === undefined);
    return {
      firstCardMs: marks.firstCardMs as number,
      lcpMs: marks.lcpMs ?? NaN,
      lcpElement: marks.lcpElement ?? '',
      bytes: finished.reduce((sum, request) => sum + request.bytes, 0),
      requests: requestList.length,
      failed: requestList.length - finished.length,
      loadAverage: loadavg()[0],
      requestList,
    };
  } finally {
    await context.close();
  }
}

/**
 * Throttles the page's CPU and link, turns its cache off and records its requests from CDP's
 * Network events (what DevTools' Network panel shows).
 */
async function slowPhone(cdp: CDPSession): Promise<{ list(): RequestFigures[] }> {
  const started = new Map<
    string,
    { url: string; operation?: string; type: string; at: number; status?: number }
  >();
  const done: RequestFigures[] = [];
  let origin: number | undefined;
  const ms = (timestamp: number) => Math.round((timestamp - (origin ?? timestamp)) * 1000);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    origin ??= event.timestamp;
    started.set(event.requestId, {
      url: event.request.url,
      operation: /"operationName":"(\w+)"/.exec(event.request.postData ?? '')?.[1],
      type: event.type ?? 'Other',
      at: event.timestamp,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = started.get(event.requestId);
    if (request) request.status = event.response.status;
  });
  const end = (requestId: string, timestamp: number, bytes: number, failed?: string) => {
    const request = started.get(requestId);
    if (!request) return;
    started.delete(requestId);
    const { url, operation, type, status, at } = request;
    done.push({
      url,
      operation,
      type,
      status,
      bytes,
      startMs: ms(at),
      endMs: ms(timestamp),
      failed,
    });
  };
  cdp.on('Network.loadingFinished', (event) =>
    end(event.requestId, event.timestamp, event.encodedDataLength),
  );
  cdp.on('Network.loadingFailed', (event) =>
    end(event.requestId, event.timestamp, 0, event.errorText),
  );
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return { list: () => [...done].sort((a, b) => a.startMs - b.startMs) };
}

/**
 * The page is idle: no request for 500 ms (Playwright's `networkidle`), then an idle period of
 * the page's main thread, so the paints that follow the last answer are in. An LCP candidate
 * reaches the page's observer a while after its paint, and on a busy machine now and then after
 * all that: up to LCP_WAIT_MS more for one. A page that reports none by then has no LCP figure
 * (NaN), which the report leaves out and counts.
 */
async function pageIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
  await page
    .waitForFunction(() => window.__homeBench.lcpMs !== undefined, undefined, {
      polling: 250,
      timeout: LCP_WAIT_MS,
    })
    .catch(() => undefined);
}

declare global {
  interface Window {
    __homeBench: { firstCardMs?: number; lcpMs?: number; lcpElement?: string };
  }
}

/**
 * Runs in the page before its own scripts: the first card's time on the page's own clock, and
 * each Largest Contentful Paint candidate (LCP is final only at input or when the page is hidden,
 * so the last candidate once the page is idle is its LCP). The card's time is read once
 * the first frame that holds it is made: it is in the document with a box, the next animation
 * frame's callbacks run, then that frame's style, layout and paint, then a task queued from the
 * callback. (Element Timing would give the frame's paint itself, but reports nothing for a card
 * that starts its fade-in transparent.)
 */
function watchPage(cardSelector: string): void {
  const marks: Window['__homeBench'] = {};
  window.__homeBench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      marks.lcpMs = entry.startTime;
      const element = entry.element;
      const classes = element?.getAttribute('class')?.trim().split(/\s+/) ?? [];
      marks.lcpElement = element ? [element.localName, ...classes].join('.') : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const cardShown = () => {
    const card = document.querySelector(cardSelector);
    if (!card?.checkVisibility()) return false;
    requestAnimationFrame(() => setTimeout(() => (marks.firstCardMs = performance.now())));
    return true;
  };
  const observer = new MutationObserver(() => {
    if (cardShown()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}
