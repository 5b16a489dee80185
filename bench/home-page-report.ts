import { textTable } from './load';
import type { LoadFigures, RequestFigures } from './home-page-load';

/** A figure's median and worst over the loads that gave it (a load may give no LCP). */
export interface Spread {
  median: number;
  worst: number;
  /** How many loads gave the figure. */
  loads: number;
}

/** One home page's loads and what they come to. */
export interface PageFigures {
  name: string;
  origin: string;
  loads: LoadFigures[];
  firstCardMs: Spread;
  lcpMs: Spread;
  bytes: Spread;
  requests: Spread;
  failed: Spread;
}

/** The targets of a home page on a slow phone (bench/README.md). */
const TARGETS = { firstCardMs: 2_000, lcpMs: 2_500, bytes: 200_000 };

type Figure = 'firstCardMs' | 'lcpMs' | 'bytes' | 'requests' | 'failed';

/** The rows of the table: each figure, how it reads and its target. */
const ROWS: Array<{ figure: Figure; label: string; show(value: number): string; target?: number }> =
  [
    {
      figure: 'firstCardMs',
      label: 'first card, ms',
      show: (ms) => ms.toFixed(0),
      target: TARGETS.firstCardMs,
    },
    { figure: 'lcpMs', label: 'LCP, ms', show: (ms) => ms.toFixed(0), target: TARGETS.lcpMs },
    {
      figure: 'bytes',
      label: 'transferred, kB',
      show: (bytes) => (bytes / 1000).toFixed(1),
      target: TARGETS.bytes,
    },
    { figure: 'requests', label: 'requests', show: (count) => count.toFixed(0) },
    { figure: 'failed', label: 'of which failed', show: (count) => count.toFixed(0) },
  ];

/**
 * The median (the mean of the middle two for an even count) and the worst (highest) of the values
 * that are numbers; NaN for both when none is.
 */
function spread(values: number[]): Spread {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median: median ?? NaN, worst: sorted.at(-1) ?? NaN, loads: sorted.length };
}

/** One page's loads summed up. */
export function pageFigures(name: string, origin: string, loads: LoadFigures[]): PageFigures {
  const of = (figure: Figure) => spread(loads.map((load) => load[figure]));
  return {
    name,
    origin,
    loads,
    firstCardMs: of('firstCardMs'),
    lcpMs: of('lcpMs'),
    bytes: of('bytes'),
    requests: of('requests'),
    failed: of('failed'),
  };
}

/**
 * The table: FlowVault's median and worst of each figure, the peer's when it ran, FlowVault over
 * the peer for both, and FlowVault's median against the target.
 */
export function homeTable(flowvault: PageFigures, peer?: PageFigures): string {
  const header = ['figure', `${flowvault.name} median`, 'worst'];
  if (peer) header.push(`${peer.name} median`, 'worst', 'ratio median', 'ratio worst');
  header.push('target');
  const lines = ROWS.map(({ figure, label, show: showNumber, target }) => {
    const show = (value: number) => (Number.isNaN(value) ? 'n/a' : showNumber(value));
    const ours = flowvault[figure];
    const cells = [
      label + fewerLoads([flowvault, peer], figure),
      show(ours.median),
      show(ours.worst),
    ];
    if (peer) {
      const theirs = peer[figure];
      cells.push(show(theirs.median), show(theirs.worst));
      cells.push(ratio(ours.median, theirs.median), ratio(ours.worst, theirs.worst));
    }
    cells.push(target === undefined ? '' : verdict(ours.median, target, show));
    return cells;
  });
  return textTable(header, lines);
}

/** Which pages' figure comes from fewer loads than the page had, e.g. ` (FlowVault: 4 of 5)`. */
function fewerLoads(pages: Array<PageFigures | undefined>, figure: Figure): string {
  const notes = pages.flatMap((page) =>
    page && page[figure].loads < page.loads.length
      ? [`${page.name}: ${page[figure].loads} of ${page.loads.length}`]
      : [],
  );
  return notes.length ? ` (${notes.join(', ')})` : '';
}

function ratio(ours: number, theirs: number): string {
  const value = ours / theirs;
  return Number.isFinite(value) ? value.toFixed(2) : '';
}

function verdict(value: number, target: number, show: (value: number) => string): string {
  const met = Number.isNaN(value) ? 'no figure' : value <= target ? 'met' : 'missed';
  return `<= ${show(target)}: ${met}`;
}

/**
 * The requests of the load whose first card came at the median, one a line: when each went out
 * and ended (ms from the document's request), its bytes, what it was: where a load's time goes.
 */
export function requestsTable(page: PageFigures): string {
  const load = [...page.loads].sort((a, b) => a.firstCardMs - b.firstCardMs)[
    Math.floor((page.loads.length - 1) / 2)
  ];
  const lines = load.requestList.map((request: RequestFigures) => [
    String(request.startMs),
    String(request.endMs),
    (request.bytes / 1000).toFixed(1),
    request.type,
    request.failed ?? String(request.status ?? ''),
    shortUrl(request.url, page.origin) + (request.operation ? ` ${request.operation}` : ''),
  ]);
  const title = `${page.name}, the load with the median first card (${load.firstCardMs.toFixed(0)} ms):`;
  return `${title}\n${textTable(['start', 'end', 'kB', 'type', 'status', 'url'], lines)}`;
}

/** The page's own requests by path; another host's in full. */
function shortUrl(url: string, origin: string): string {
  const short = url.startsWith(origin) ? url.slice(origin.length) : url;
  return short.length > 80 ? `${short.slice(0, 77)}...` : short;
}
