import autocannon from 'autocannon';
import type { VariedRequest } from './varied';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

/** Runs autocannon against one target and keeps the figures we report. */
export async function measure(
  target: LoadTarget,
  options: { connections: number; duration: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: {
      ...(target.body ? { 'content-type': 'application/json' } : {}),
      ...target.headers,
    },
    connections: options.connections,
    duration: options.duration,
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Sends the varied mix: every connection takes the next request of the one shared list, so the
 * requests go out in the list's (shuffled) order and repeat only once the whole list was sent.
 * `graphql: false` sends every request as its REST path (the baseline has no GraphQL).
 */
export async function measureVaried(
  name: string,
  origin: string,
  requests: readonly VariedRequest[],
  options: { connections: number; duration: number; graphql?: boolean },
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        setupRequest: (request) => {
          const item = requests[next++ % requests.length];
          if (item.transport === 'graphql' && options.graphql !== false) {
            return {
              ...request,
              method: 'POST',
              path: '/graphql',
              headers: { 'content-type': 'application/json' },
              body: item.body,
            };
          }
          return { ...request, method: 'GET', path: item.path, headers: {}, body: undefined };
        },
      },
    ],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A fixed-width table; ratios are against the baseline row of the same run. */
export function formatTable(rows: LoadResult[], baseline: LoadResult): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'x baseline req/s', 'errors'];
  const lines = rows.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    String(r.errors + r.non2xx),
  ]);
  return textTable(header, lines);
}

/** Rows of cells as a fixed-width table under its header. */
export function textTable(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}
