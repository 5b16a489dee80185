import { textTable } from './load';
import type { LoadFigures, RequestFigures } from './home-page-load';

/** A figure's median and worst over one page's loads. */
export interface Spread {
  median: number;
  worst: number;
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

/** The median (the mean of the middle two for an even count) and the worst (highest) value. */
function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, worst: sorted[sorted.length - 1] };
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
  const lines = ROWS.map(({ figure, label, show, target }) => {
    const ours = flowvault[figure];
    const cells = [label, show(ours.median), show(ours.worst)];
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

function ratio(ours: number, theirs: number): string {
  return theirs === 0 ? '' : (ours / theirs).toFixed(2);
}

function verdict(value: number, target: number, show: (value: number) => string): string {
  return `<= ${show(target)}: ${value <= target ? 'met' : 'missed'}`;
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
