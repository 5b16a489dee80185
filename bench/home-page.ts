import 'reflect-metadata';
import { loadAverage } from './process-stats';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { defaultCorpusPath, startCorpusDatabase } from './corpus-database';
import {
  launchPhoneBrowser,
  measureLoad,
  SLOW_PHONE,
  type HomePage,
  type LoadFigures,
} from './home-page-load';
import { homeTable, pageFigures, requestsTable, type PageFigures } from './home-page-report';
import { startPeer } from './peer-server';
import { saveResults } from './results';
import { startApi } from './servers';

/**
 * `npm run bench:home`: FlowVault's home page as a slow phone loads it (bench/home-page-load.ts),
 * and the peer's in the same run, on the same corpus: the time to the first template card, the
 * Largest Contentful Paint and the bytes transferred, median and worst of BENCH_HOME_LOADS loads
 * each (default 5), the two servers in turn. FlowVault is the build (`npm run build`) as deployed,
 * its API serving the web app; the peer is started by bench/peer-server.ts, and when it cannot be,
 * FlowVault is measured alone. Figures are kept in bench/results/home-<time>.json.
 */
/** bench/dist/bench/home-page.js -> the repository root. */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const LOADS = Number(process.env.BENCH_HOME_LOADS ?? 5);

/** FlowVault's template card: an article (the loading placeholders are divs of the same class). */
const FLOWVAULT_CARD = 'article.template-card';
/** The peer's workflow card: written into #workflowGrid, shown once the grid's `hidden` goes. */
const PEER_GRID = 'workflowGrid';
const PEER_CARD = `#${PEER_GRID} .workflow-card`;

async function main(): Promise<void> {
  if (!(LOADS >= 1)) throw new Error(`BENCH_HOME_LOADS=${process.env.BENCH_HOME_LOADS}: not >= 1`);
  const corpus = defaultCorpusPath(REPO_ROOT);
  // Stopped last first: the servers, then the database they read.
  const stops: Array<() => Promise<void>> = [];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  }
  try {
    const database = await startCorpusDatabase({ corpus, log });
    stops.push(database.stop);
    const flowvault = await startApi(REPO_ROOT, database.url, 'production');
    stops.push(flowvault.stop);
    const pages: HomePage[] = [
      { name: 'FlowVault', origin: flowvault.origin, cardSelector: FLOWVAULT_CARD },
    ];
    const peer = await startPeer({ corpus, log });
    if ('unavailable' in peer) log(`peer unavailable, FlowVault alone: ${peer.unavailable}`);
    else {
      stops.push(peer.stop);
      const unserved = await peerHomeMissing(peer.origin);
      if (unserved) log(`peer unavailable, FlowVault alone: ${unserved}`);
      else pages.push({ name: 'peer', origin: peer.origin, cardSelector: PEER_CARD });
    }
    const browser = await launchPhoneBrowser(REPO_ROOT);
    stops.push(() => browser.close());
    const before = loadAverage();
    const figures = await measurePages(browser, pages);
    const after = loadAverage();
    report(figures, before, after);
    saveResults(REPO_ROOT, 'home', {
      phone: SLOW_PHONE,
      loadAverage: { before, after },
      pages: figures,
    });
  } finally {
    await cleanup();
  }
}

/**
 * Why the peer's `/` is not its home page (its grid), if it is not: the peer serves its
 * `static/index.html` from its working directory, and a stand-in page otherwise.
 */
async function peerHomeMissing(origin: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/`);
  const html = await response.text();
  if (response.ok && html.includes(`id="${PEER_GRID}"`)) return undefined;
  return (
    `its / (HTTP ${response.status}) is not its home page, no #${PEER_GRID} in it ` +
    '(it serves static/index.html from its working directory)'
  );
}

/**
 * LOADS loads of each page, the pages in turn, after one load each that is not counted: it warms
 * the servers (code paths compiled, FlowVault's page cache filled), as a phone finds a server that
 * others use. Each load's browser side is cold (bench/home-page-load.ts).
 */
async function measurePages(browser: Browser, pages: HomePage[]): Promise<PageFigures[]> {
  const loads = new Map<HomePage, LoadFigures[]>(pages.map((page) => [page, []]));
  for (const page of pages) {
    log(`${page.name}: a warm-up load`);
    await measureLoad(browser, page);
  }
  for (let round = 1; round <= LOADS; round += 1) {
    for (const page of pages) {
      const load = await measureLoad(browser, page);
      log(
        `${page.name} load ${round}/${LOADS}: first card ${load.firstCardMs.toFixed(0)} ms, ` +
          `LCP ${load.lcpMs.toFixed(0)} ms (${load.lcpElement}), ` +
          `${(load.bytes / 1000).toFixed(1)} kB in ` +
          `${load.requests} requests (load average ${load.loadAverage.toFixed(2)})`,
      );
      loads.get(page)?.push(load);
    }
  }
  return pages.map((page) => pageFigures(page.name, page.origin, loads.get(page) ?? []));
}

function report(figures: PageFigures[], before: string, after: string): void {
  const [flowvault, peer] = figures;
  const { cpuSlowdown, downloadBytesPerSecond, latencyMs, viewport } = SLOW_PHONE;
  console.log(
    `\nThe home page on a slow phone: ${LOADS} cold loads each, ${viewport.width}x` +
      `${viewport.height}, CPU ${cpuSlowdown}x slower, ${downloadBytesPerSecond / 1000} kB/s ` +
      `down, ${latencyMs} ms latency.${peer ? ' Ratios are FlowVault over the peer.' : ''}`,
  );
  console.log(`load average (uptime) before: ${before}; after: ${after}\n`);
  console.log(homeTable(flowvault, peer));
  for (const page of figures) console.log(`\n${requestsTable(page)}`);
}

function log(message: string): void {
  console.log(`[bench:home] ${message}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
