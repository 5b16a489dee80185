import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { loadAverage } from './process-stats';
import path from 'node:path';
import {
  JUDGED_RESULTS,
  type SearchFn,
  type SearchQuality,
} from '../api/test/search-evaluation/judge';
import { closeServices } from '../api/src/services';
import { EVALUATION_QUERIES } from '../api/test/search-evaluation/queries';
import { defaultCorpusPath, openCatalogue, startCorpusDatabase } from './corpus-database';
import { measureVaried, textTable, type LoadResult } from './load';
import { PEER_COMMIT, startPeer, type PeerServer } from './peer-server';
import { saveResults } from './results';
import {
  evaluateWith,
  measureSearchQuality,
  reportSearchQuality,
  searchQualityTargets,
  templateNodeTypes,
} from './search-quality';
import { startApi, type BenchServer } from './servers';
import { variedRequests, vocabularyOf, type CorpusVocabulary, type VariedRequest } from './varied';

/**
 * `npm run bench:peer`: FlowVault's API as deployed against a peer, the public project
 * Zie619/n8n-workflows (bench/peer-server.ts), on this machine, on the same corpus, in
 * alternating rounds: distinct searches and distinct workflow detail pages, the same to both,
 * printing requests/s, p50, p99 and FlowVault's ratio to the peer. Also the share of the searches
 * that found nothing on each, and the search evaluation set through both (bench/search-quality.ts).
 * Without the peer (no git, no Debian Python, no source) it says why in one line and stops.
 *
 * Settings: BENCH_PEER_ROUNDS (rounds, 4; FlowVault goes first in odd rounds, the peer in even
 * ones), BENCH_DURATION (seconds per measurement, 10), BENCH_PEER_REPO (where the peer's source
 * is fetched from, a git URL or a local git directory), BENCH_CORPUS.
 */
/** bench/dist/bench/peer.js -> the repository root. */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 4);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** A calm site and a busy one, as the varied mix of bench/run.ts. */
const CONNECTIONS = [10, 50];
/** Distinct requests of each measurement. */
const DISTINCT = 2_000;
/** How many times each server is measured in each scenario: every round, at each connections. */
const MEASUREMENTS = ROUNDS * CONNECTIONS.length;
/** Warm-up requests of each scenario each server gets before the first round, for WARMUP_SECONDS. */
const WARMUP = 500;
const WARMUP_SECONDS = 5;
/** FlowVault's requests/s against the peer's that each scenario aims at. */
const TARGETS: Record<Scenario, number> = { search: 2, detail: 5 };
/** Requests in flight while counting the searches that found nothing. */
const PARALLEL = 8;

type Scenario = 'search' | 'detail';
const SCENARIOS: Scenario[] = ['search', 'detail'];
type ServerName = 'FlowVault' | 'peer';

/** One server as the rounds load it: each scenario's paths for each measurement, in order. */
interface Side {
  name: ServerName;
  origin: string;
  lists: Record<Scenario, string[][]>;
  warmup: string[];
}

interface Measurement {
  round: number;
  scenario: Scenario;
  connections: number;
  server: ServerName;
  result: LoadResult;
}

/** A workflow both serve: its detail page on each. */
interface Pair {
  flowvault: string;
  peer: string;
}

async function main(): Promise<void> {
  const corpus = defaultCorpusPath(REPO_ROOT);
  const peer = await startPeer({ corpus, log });
  if ('unavailable' in peer) {
    console.log(peer.unavailable);
    return;
  }
  const stops: Array<() => Promise<void>> = [() => peer.stop()];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const stop of stops.reverse()) await stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  }
  try {
    const database = await startCorpusDatabase({ corpus, log });
    stops.push(() => database.stop());
    const { dataSource, services } = await openCatalogue(database.url);
    const quality = await measureSearchQuality(dataSource, services, log);
    const nodeTypes = await templateNodeTypes(dataSource);
    const templates: Array<{ id: string; name: string; integrations: string[]; path: string }> =
      await dataSource.query(
        `SELECT id, name, integrations, source->>'path' AS path FROM templates ORDER BY numeric_id`,
      );
    await closeServices(services);
    await dataSource.destroy();

    const idByFile = new Map<string, string>();
    const pairs: Pair[] = [];
    for (const template of templates) {
      const file = peer.fileNames.get(template.path);
      if (!file) continue;
      idByFile.set(file, template.id);
      pairs.push({
        flowvault: `/api/templates/${template.id}`,
        peer: `/api/workflows/${encodeURIComponent(file)}`,
      });
    }
    log(`${pairs.length} of ${templates.length} templates matched to the peer's files`);
    const peerQuality = await evaluateWith(peerSearch(peer, idByFile), nodeTypes);

    const vocabulary = vocabularyOf(templates);
    const searches = {
      lists: Array.from({ length: MEASUREMENTS }, (_, k) => searchList(vocabulary, DISTINCT, k)),
      warmup: searchList(vocabulary, WARMUP, MEASUREMENTS),
    };
    const flowvault = await startApi(REPO_ROOT, database.url, 'production', {
      WEB_CONCURRENCY: '2',
    });
    stops.push(() => flowvault.stop());
    const sides = [
      side(
        'FlowVault',
        flowvault,
        searches,
        pairs,
        (text) => `/api/templates?${query({ search: text })}`,
      ),
      side('peer', peer, searches, pairs, (text) => `/api/workflows?${query({ q: text })}`),
    ];
    const loadBefore = loadAverage();
    const measurements = await measureRounds(sides);
    const loadAfter = loadAverage();
    log('counting the searches that found nothing');
    const empty = {
      FlowVault: await countEmpty(
        sides[0],
        (body) => (body as { pagination: { totalItems: number } }).pagination.totalItems,
      ),
      peer: await countEmpty(sides[1], (body) => (body as { total: number }).total),
    };
    const summary = summarize(measurements);
    report({
      summary,
      empty,
      searches: new Set(searches.lists.flat()).size,
      pairs,
      quality,
      peerQuality,
      peer,
    });
    console.log(`\nload average (uptime): before the rounds ${loadBefore}, after ${loadAfter}`);
    saveResults(REPO_ROOT, 'peer', {
      peer: { repo: 'Zie619/n8n-workflows', commit: PEER_COMMIT, stack: peer.stack },
      settings: {
        rounds: ROUNDS,
        duration: DURATION,
        connections: CONNECTIONS,
        distinct: DISTINCT,
      },
      loadAverage: { before: loadBefore, after: loadAfter },
      matchedWorkflows: pairs.length,
      summary,
      empty,
      quality: { flowvault: quality, peer: peerQuality },
      measurements,
    });
  } finally {
    await cleanup();
  }
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** `items` in an order fixed by `salt`: the same every run, another for another salt. */
function shuffled<T>(items: readonly T[], key: (item: T) => string, salt: string): T[] {
  const rank = (item: T) =>
    createHash('sha1')
      .update(`${salt}:${key(item)}`)
      .digest('hex');
  return items
    .map((item) => ({ item, rank: rank(item) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .map(({ item }) => item);
}

/**
 * `count` distinct search texts: the evaluation set's natural-language queries and the searches
 * of the varied mix (bench/varied.ts: words of names and integrations, typos, prefixes, two
 * words, sentences) drawn with seed `k`, shuffled. Each list is drawn the same way, so its mix
 * does not depend on how many there are; common words recur from one list to another.
 */
function searchList(vocabulary: CorpusVocabulary, count: number, k: number): string[] {
  const texts = new Set(EVALUATION_QUERIES.map((query) => query.text));
  for (const request of variedRequests(vocabulary, count * 4, 1000 + k)) {
    if (texts.size === count) break;
    if (request.input.search) texts.add(request.input.search);
  }
  if (texts.size < count) throw new Error(`only ${texts.size} distinct searches in the corpus`);
  return shuffled([...texts], (text) => text, `searches ${k}`);
}

/**
 * One server's requests: measurement k's searches are the k-th list of `searches`, its detail
 * pages `DISTINCT` of the pairs in an order of its own.
 */
function side(
  name: ServerName,
  server: BenchServer,
  searches: { lists: string[][]; warmup: string[] },
  pairs: Pair[],
  searchPath: (text: string) => string,
): Side {
  const detail = (pair: Pair) => (name === 'peer' ? pair.peer : pair.flowvault);
  const lists: Record<Scenario, string[][]> = { search: [], detail: [] };
  for (let k = 0; k < MEASUREMENTS; k++) {
    lists.search.push(searches.lists[k].map(searchPath));
    const order = shuffled(pairs, (pair) => pair.flowvault, `measurement ${k}`);
    lists.detail.push(order.slice(0, DISTINCT).map(detail));
  }
  const warmup = [...searches.warmup.map(searchPath), ...pairs.slice(0, WARMUP).map(detail)];
  return { name, origin: server.origin, lists, warmup: shuffled(warmup, (p) => p, 'warm-up') };
}

/** Paths as requests of the varied mix, which `measureVaried` sends in turn. */
function restRequests(paths: string[]): VariedRequest[] {
  return paths.map((path) => ({ input: {}, transport: 'rest', path }));
}

/**
 * Each server warmed up once, then each round: per scenario and connections, one server then
 * the other, FlowVault first in odd rounds, the peer first in even ones.
 */
async function measureRounds(sides: Side[]): Promise<Measurement[]> {
  for (const { name, origin, warmup } of sides) {
    await measureVaried(`${name} warm-up`, origin, restRequests(warmup), {
      connections: 10,
      duration: WARMUP_SECONDS,
      graphql: false,
    });
  }
  const measurements: Measurement[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? sides : [...sides].reverse();
    for (const scenario of SCENARIOS) {
      for (const [c, connections] of CONNECTIONS.entries()) {
        const k = (round - 1) * CONNECTIONS.length + c;
        for (const { name, origin, lists } of order) {
          const label = `${name} ${scenario}, ${connections} conn., round ${round}`;
          const result = await measureVaried(label, origin, restRequests(lists[scenario][k]), {
            connections,
            duration: DURATION,
            graphql: false,
          });
          log(`${label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`);
          measurements.push({ round, scenario, connections, server: name, result });
        }
      }
    }
  }
  return measurements;
}

/**
 * How many of the distinct searches the rounds sent found nothing on one server (`totalOf` reads
 * the match count of a body) and how many failed, over plain fetch: autocannon reads no bodies.
 */
async function countEmpty(
  { origin, lists }: Side,
  totalOf: (body: unknown) => number,
): Promise<{ empty: number; failed: number }> {
  const paths = [...new Set(lists.search.flat())];
  const counts = { empty: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const response = await fetch(origin + paths[next++]);
      if (!response.ok) counts.failed += 1;
      else if (totalOf(await response.json()) === 0) counts.empty += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return counts;
}

/** The peer's search as the evaluation calls it, its files' names as FlowVault's ids. */
function peerSearch(peer: PeerServer, idByFile: Map<string, string>): SearchFn {
  return async (text, limit) => {
    const response = await fetch(
      `${peer.origin}/api/workflows?${query({ q: text, per_page: String(limit) })}`,
    );
    if (!response.ok) return { ids: [], total: 0 };
    const body = (await response.json()) as {
      workflows: Array<{ filename: string }>;
      total: number;
    };
    const ids = body.workflows.flatMap((workflow) => idByFile.get(workflow.filename) ?? []);
    return { ids, total: body.total };
  };
}

/** One scenario at one connection count: each server's means over the rounds, and the ratios. */
interface Summary {
  scenario: Scenario;
  connections: number;
  servers: Record<
    ServerName,
    { requestsPerSecond: number; p50: number; p99: number; errors: number }
  >;
  /** FlowVault's mean requests/s against the peer's. */
  ratio: number;
  /** The same ratio in each round. */
  roundRatios: number[];
}

function summarize(measurements: Measurement[]): Summary[] {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return SCENARIOS.flatMap((scenario) =>
    CONNECTIONS.map((connections) => {
      const of = (server: ServerName) =>
        measurements
          .filter(
            (m) => m.scenario === scenario && m.connections === connections && m.server === server,
          )
          .map((m) => m.result);
      const figures = (results: LoadResult[]) => ({
        requestsPerSecond: mean(results.map((r) => r.requestsPerSecond)),
        p50: mean(results.map((r) => r.p50)),
        p99: mean(results.map((r) => r.p99)),
        errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      });
      const servers = { FlowVault: figures(of('FlowVault')), peer: figures(of('peer')) };
      const peerRounds = of('peer');
      return {
        scenario,
        connections,
        servers,
        ratio: servers.FlowVault.requestsPerSecond / servers.peer.requestsPerSecond,
        roundRatios: of('FlowVault').map(
          (r, i) => r.requestsPerSecond / peerRounds[i].requestsPerSecond,
        ),
      };
    }),
  );
}

function report(figures: {
  summary: Summary[];
  empty: Record<ServerName, { empty: number; failed: number }>;
  searches: number;
  pairs: Pair[];
  quality: SearchQuality;
  peerQuality: SearchQuality;
  peer: PeerServer;
}): void {
  const { summary, empty, searches, pairs, peer } = figures;
  reportSearchQuality(figures.quality);
  console.log(
    `\nThe peer's search on the same set (its first ${JUDGED_RESULTS} results per query):`,
  );
  for (const line of searchQualityTargets(figures.peerQuality)) console.log(`  ${line}`);
  console.log(
    `\nFlowVault as deployed (NODE_ENV=production, WEB_CONCURRENCY=2) against the peer ` +
      `(Zie619/n8n-workflows at ${PEER_COMMIT.slice(0, 8)}, FastAPI + SQLite FTS5, one uvicorn worker on ${peer.stack}), ` +
      `${ROUNDS} rounds of ${DURATION} s per measurement, means over the rounds. Search: ` +
      `${DISTINCT} distinct searches a measurement (first page, 20 results, on both); detail: ` +
      `${Math.min(DISTINCT, pairs.length)} distinct workflows a measurement of the ` +
      `${pairs.length} both serve.\n`,
  );
  const rows = summary.flatMap((s) =>
    (['FlowVault', 'peer'] as const).map((name) => {
      const server = s.servers[name];
      return [
        s.scenario,
        String(s.connections),
        name,
        server.requestsPerSecond.toFixed(0),
        server.p50.toFixed(1),
        server.p99.toFixed(1),
        String(server.errors),
      ];
    }),
  );
  console.log(
    textTable(['scenario', 'conn.', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors'], rows),
  );
  console.log('');
  console.log(
    textTable(
      ['scenario', 'conn.', 'FlowVault/peer req/s', 'per round', 'target'],
      summary.map((s) => [
        s.scenario,
        String(s.connections),
        s.ratio.toFixed(2),
        s.roundRatios.map((r) => r.toFixed(2)).join(' '),
        `>= ${TARGETS[s.scenario]}: ${s.ratio >= TARGETS[s.scenario] ? 'met' : 'missed'}`,
      ]),
    ),
  );
  console.log(`\nSearches that found nothing, of the ${searches} distinct ones the rounds sent:`);
  for (const name of ['FlowVault', 'peer'] as const) {
    const { empty: none, failed } = empty[name];
    console.log(
      `  ${name.padEnd(9)} ${none} (${((none / searches) * 100).toFixed(1)}%)` +
        (failed > 0 ? `, and ${failed} answered with an error` : ''),
    );
  }
}

function log(message: string): void {
  console.log(`[bench:peer] ${message}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
