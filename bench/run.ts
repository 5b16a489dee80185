import 'reflect-metadata';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { EmbeddedPostgres } from '../api/src/db/embedded/embedded-postgres';
import { TemplateListInput } from '../api/src/modules/templates/dtos/template-list.input';
import { readQuery } from '../api/src/rest/read-input';
import type { Services } from '../api/src/services';
import type { RecordedStatement } from './baseline-server';
import { expandCatalogue } from './expand';
import type { IngestFigures } from './ingest';
import {
  defaultCorpusPath,
  ingestCorpus,
  openCatalogue,
  startBenchPostgres,
} from './corpus-database';
import { formatTable, measure, measureVaried, type LoadResult, type LoadTarget } from './load';
import { measureIndexMemory, type IndexMemory } from './index-memory';
import { measureProcesses, reportProcesses } from './processes';
import { startApi, startBaseline, type BenchServer } from './servers';
import { benchChatFanout } from './chat-bench';
import { variedRequests, vocabularyOf, type VariedRequest } from './varied';
import { saveResults } from './results';
import { measureSearchQuality, reportSearchQuality } from './search-quality';

/**
 * `npm run bench`: ingest the real corpus into a fresh PostgreSQL and load the running API and a
 * baseline (the same SQL behind a bare Node http server) in the same run, printing requests/s, p50,
 * p99 and each ratio to the baseline. First on the corpus as ingested (the varied mix only), then
 * expanded to about 100,000 templates (the varied mix and the single-request scenarios). Before the
 * load, the search evaluation set goes through the search on the corpus as ingested
 * (api/test/search-evaluation/). Then live chat (bench/chat-bench.ts): 1,000 subscribed sockets on
 * two API processes against the same on one process with an in-memory pub-sub.
 *
 * Settings: BENCH_TARGET (rows, default 100000; 0 stops after the corpus), BENCH_DURATION (seconds
 * per scenario, 10), BENCH_CONNECTIONS (single-request scenarios, 50), BENCH_VARIED (distinct
 * requests of the varied mix, 40000), BENCH_CORPUS (default ../shared/data/n8n-workflows.jsonl.gz),
 * BENCH_ONLY (comma-separated fragments of scenario names, case-insensitive: `varied` measures only
 * the varied mix, `processes` only the varied mix on one API process against two at 100,000
 * templates, `chat` only the chat fan-out, without the catalogue, `quality` only the search
 * evaluation on the corpus; unset measures them all), BENCH_CHAT_THREADS / BENCH_CHAT_SOCKETS /
 * BENCH_CHAT_DURATION (the chat fan-out's threads, one sender each, 50; its sockets, 1000; seconds
 * of sending, 30), BENCH_API_NODE_FLAGS (Node flags for the API processes, e.g. to profile them).
 */
/** bench/dist/bench/run.js -> the repository root. */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const TARGET = Number(process.env.BENCH_TARGET ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const VARIED = Number(process.env.BENCH_VARIED ?? 40_000);
/** The varied mix is measured at both: a calm site and a busy one. */
const VARIED_CONNECTIONS = [10, 50];
const CORPUS = defaultCorpusPath(REPO_ROOT);
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((fragment) => fragment.trim().toLowerCase())
  .filter((fragment) => fragment.length > 0);

/** Whether BENCH_ONLY selects the scenario of this name (every scenario when it is unset). */
function selected(name: string): boolean {
  return ONLY.length === 0 || ONLY.some((fragment) => name.toLowerCase().includes(fragment));
}

/** REST scenarios of one repeated request; each also gets a baseline replaying its SQL. */
const REST_SCENARIOS: Array<{ name: string; path: string }> = [
  { name: 'list page 1', path: '/api/templates?page=1&limit=20' },
  { name: 'filtered page', path: '/api/templates?category=AI&complexity=Medium&page=2' },
  { name: 'search', path: '/api/templates?search=telegram' },
  { name: 'typo search', path: '/api/templates?search=telegarm' },
].filter((scenario) => selected(scenario.name));

const VARIED_SCENARIO = 'varied mix';
/** The varied mix as deployed on WEB_CONCURRENCY=1 against =2, with each process's memory. */
const PROCESSES_SCENARIO = 'varied mix on 1 and 2 API processes';
const GRAPHQL_SCENARIO = 'GraphQL templates page';
/** Live chat: 1,000 subscribed sockets on two API processes against one in memory. */
const CHAT_SCENARIO = 'chat fan-out';
/** The search evaluation set through today's search, on the corpus as ingested. */
const SEARCH_QUALITY_SCENARIO = 'search quality';

/**
 * What the per-client rate limit costs: list page 1 as deployed, with the limit off and with a
 * limit so high it is never reached (every request is counted and shared, none refused).
 */
const RATE_LIMIT_SCENARIO = 'rate limit on';

const GRAPHQL_QUERY = `query BenchTemplates {
  templates(page: 1, limit: 20) {
    templates { id name description category complexity triggerType nodeCount tags author updatedAt }
    pagination { currentPage totalPages totalItems itemsPerPage }
  }
}`;

/** The varied mix against one server, at each connection count, continuing through the list. */
interface VariedFigures {
  connections: number;
  baseline: LoadResult;
  cached: LoadResult;
  uncached: LoadResult;
}

interface PhaseFigures {
  total: number;
  distinct: number;
  varied: VariedFigures[];
  /** List page 1 as deployed without, then with, the per-client rate limit. */
  rateLimit: LoadResult[];
  single: Array<{ baseline: LoadResult; cached: LoadResult; uncached: LoadResult }>;
  graphql: LoadResult[];
  processes?: Awaited<ReturnType<typeof measureProcesses>>;
  /** Postings of the catalogue index (with `processes`). */
  postings?: number;
  /** The index weighed in the bench's own process (with `processes`). */
  indexMemory?: IndexMemory;
}

/** Whether any catalogue load scenario is selected (the search evaluation is not one). */
function measuresLoad(): boolean {
  return (
    REST_SCENARIOS.length > 0 ||
    [GRAPHQL_SCENARIO, VARIED_SCENARIO, RATE_LIMIT_SCENARIO, PROCESSES_SCENARIO].some(selected)
  );
}

async function main(): Promise<void> {
  const catalogue = measuresLoad() || selected(SEARCH_QUALITY_SCENARIO);
  if (!catalogue && !selected(CHAT_SCENARIO)) {
    throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} selects no scenario`);
  }
  const { pg, stop } = await startBenchPostgres(log);
  const servers: BenchServer[] = [];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  }
  try {
    if (catalogue) await measureCatalogue(pg, servers);
    if (selected(CHAT_SCENARIO)) {
      await benchChatFanout({ repoRoot: REPO_ROOT, pg, servers, log });
    }
  } finally {
    await cleanup();
  }
}

/** The catalogue's scenarios: ingest, expand, measure each phase, report, keep the figures. */
async function measureCatalogue(pg: EmbeddedPostgres, servers: BenchServer[]): Promise<void> {
  const { url, ingest } = await ingestCorpus(pg, CORPUS, log);
  // A connection of its own that records each statement, for the baseline to replay.
  const recorded: RecordedStatement[] = [];
  const { dataSource, services } = await openCatalogue(url, (sql, parameters) =>
    recorded.push({ sql, parameters: parameters ?? [] }),
  );
  if (selected(SEARCH_QUALITY_SCENARIO)) {
    const quality = await measureSearchQuality(dataSource, services, log);
    reportSearchQuality(quality);
    saveResults(REPO_ROOT, 'search-quality', quality);
  }
  if (!measuresLoad()) {
    await dataSource.destroy();
    return;
  }
  const vocabulary = vocabularyOf(
    await dataSource.query(`SELECT name, integrations FROM templates ORDER BY numeric_id`),
  );
  const varied = variedRequests(vocabulary, VARIED);
  const warmup = variedRequests(vocabulary, 500, 99);

  const phase = (total: number, singles: boolean) =>
    measurePhase({
      url,
      services,
      dataSource,
      recorded,
      servers,
      total,
      singles,
      varied,
      warmup,
    });
  const phases: PhaseFigures[] = [];
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM templates`);
  if (selected(VARIED_SCENARIO) || TARGET === 0) phases.push(await phase(count, TARGET === 0));
  if (TARGET > 0) {
    const started = Date.now();
    const total = await expandCatalogue(dataSource, TARGET);
    log(`expanded to ${total} templates in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const figures = await phase(total, true);
    if (selected(PROCESSES_SCENARIO)) {
      // What the index is made of: one posting per distinct lexeme of each template.
      const [{ postings }] = await dataSource.query(
        `SELECT sum(length(search_vector))::int AS postings FROM template_search`,
      );
      log(`${total} templates hold ${postings} postings`);
      figures.postings = postings;
      figures.indexMemory = await measureIndexMemory(services.db);
      figures.processes = await measureProcesses({
        repoRoot: REPO_ROOT,
        url,
        varied,
        warmup,
        connections: VARIED_CONNECTIONS,
        duration: DURATION,
        servers,
        postgresPid: pg.pid,
      });
    }
    phases.push(figures);
  }
  await dataSource.destroy();
  report(ingest, phases);
  saveResults(REPO_ROOT, 'catalogue', { ingest, phases });
}

/**
 * One catalogue size: records each request's SQL for the baseline, starts the app as deployed,
 * the app with the cache off and the baseline, measures, and stops them again.
 */
async function measurePhase(options: {
  url: string;
  services: Services;
  dataSource: DataSource;
  recorded: RecordedStatement[];
  servers: BenchServer[];
  total: number;
  singles: boolean;
  varied: VariedRequest[];
  warmup: VariedRequest[];
}): Promise<PhaseFigures> {
  const { url, services, recorded, servers, total, varied, warmup } = options;
  const figures: PhaseFigures = {
    total,
    distinct: varied.length,
    varied: [],
    single: [],
    graphql: [],
    rateLimit: [],
  };
  const singles = options.singles ? REST_SCENARIOS : [];
  const measured =
    selected(VARIED_SCENARIO) ||
    singles.length > 0 ||
    (options.singles && [GRAPHQL_SCENARIO, RATE_LIMIT_SCENARIO].some(selected));
  if (!measured) return figures;
  log(`${total} templates: recording the SQL of ${varied.length + warmup.length} requests`);
  const routes: Record<string, RecordedStatement[]> = {};
  const record = async (key: string, input: Parameters<Services['templates']['list']>[0]) => {
    recorded.length = 0;
    await services.templates.list(input);
    // The app as deployed follows the catalogue version by notification; only the cache-off
    // app reads it per request, so the baseline does not replay that read.
    routes[key] = recorded.splice(0).filter((s) => !/FROM catalogue_version v$/.test(s.sql.trim()));
  };
  // The first list may prepare the process (e.g. load what the catalogue needs): not recorded.
  await services.templates.list({});
  for (const scenario of singles) {
    const query = Object.fromEntries(new URL(scenario.path, 'http://x').searchParams);
    await record(scenario.path, readQuery(TemplateListInput, query));
  }
  if (selected(VARIED_SCENARIO)) {
    for (const request of [...varied, ...warmup]) await record(request.path, request.input);
  }

  const cached = await startApi(REPO_ROOT, url, 'production');
  const uncached = await startApi(REPO_ROOT, url, 'test');
  const baseline = await startBaseline(url, routes);
  servers.push(cached, uncached, baseline);
  try {
    if (selected(VARIED_SCENARIO)) {
      // Each server continues through the list from where its last run stopped, so a request
      // is sent a second time only after the whole list went out once.
      const cursors = new Map<string, number>();
      const run = async (name: string, server: BenchServer, connections: number, rest = false) => {
        await measureVaried(`${name} warm-up`, server.origin, warmup, {
          connections: 10,
          duration: 2,
          graphql: !rest,
        });
        const start = cursors.get(server.origin) ?? 0;
        const list = [...varied.slice(start), ...varied.slice(0, start)];
        const result = await measureVaried(name, server.origin, list, {
          connections,
          duration: DURATION,
          graphql: !rest,
        });
        const sent = Math.round(result.requestsPerSecond * DURATION);
        cursors.set(server.origin, (start + sent) % varied.length);
        log(`${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`);
        return result;
      };
      for (const connections of VARIED_CONNECTIONS) {
        const at = `${VARIED_SCENARIO}, ${connections} conn.`;
        figures.varied.push({
          connections,
          baseline: await run(`baseline ${at}`, baseline, connections, true),
          cached: await run(`${at}`, cached, connections),
          uncached: await run(`${at} (no cache)`, uncached, connections),
        });
      }
    }
    const run = async (target: LoadTarget) => {
      await measure(target, { connections: 10, duration: 2 });
      const result = await measure(target, { connections: CONNECTIONS, duration: DURATION });
      log(`${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`);
      return result;
    };
    for (const scenario of singles) {
      figures.single.push({
        baseline: await run({
          name: `baseline ${scenario.name}`,
          url: baseline.origin + scenario.path,
        }),
        cached: await run({ name: `REST ${scenario.name}`, url: cached.origin + scenario.path }),
        uncached: await run({
          name: `REST ${scenario.name} (no cache)`,
          url: uncached.origin + scenario.path,
        }),
      });
    }
    if (options.singles && selected(GRAPHQL_SCENARIO)) {
      const graphql = (name: string, server: BenchServer): LoadTarget => ({
        name,
        url: `${server.origin}/graphql`,
        method: 'POST',
        body: JSON.stringify({ query: GRAPHQL_QUERY }),
      });
      figures.graphql.push(await run(graphql(GRAPHQL_SCENARIO, cached)));
      figures.graphql.push(await run(graphql(`${GRAPHQL_SCENARIO} (no cache)`, uncached)));
    }
    if (options.singles && selected(RATE_LIMIT_SCENARIO)) {
      const limited = await startApi(REPO_ROOT, url, 'production', {
        RATE_LIMIT_PER_MINUTE: '100000000',
      });
      servers.push(limited);
      try {
        const page = '/api/templates?page=1&limit=20';
        figures.rateLimit.push(await run({ name: 'REST list page 1', url: cached.origin + page }));
        figures.rateLimit.push(
          await run({
            name: `REST list page 1 (${RATE_LIMIT_SCENARIO})`,
            url: limited.origin + page,
          }),
        );
      } finally {
        await limited.stop();
      }
    }
  } finally {
    await Promise.all([cached, uncached, baseline].map((server) => server.stop()));
    servers.splice(0);
  }
  return figures;
}

function report(ingest: IngestFigures, phases: PhaseFigures[]): void {
  console.log(`\ningest: ${ingest.rate.toFixed(0)} workflows/s (target >= 500)`);
  for (const phase of phases) {
    console.log(`\n== ${phase.total} templates, ${DURATION} s per scenario ==`);
    if (phase.processes) reportProcesses(phase.processes, phase.postings, phase.indexMemory);
    reportRateLimit(phase);
    if (phase.varied.length > 0) {
      console.log(
        `\nVaried mix: ${phase.distinct} distinct list, filter and search requests (1 in 10 ` +
          `through GraphQL), shuffled; ratio = requests/s against the baseline at the same ` +
          `connections replaying each request's SQL`,
      );
      for (const v of phase.varied) {
        console.log(`\n${v.connections} connections`);
        console.log(formatTable([v.baseline, v.cached, v.uncached], v.baseline));
      }
    }
    if (phase.single.length > 0 || phase.graphql.length > 0) {
      const first = phase.single[0]?.baseline ?? phase.graphql[0];
      console.log(
        `\nOne repeated request, ${CONNECTIONS} connections; ratio = requests/s against ${first.name}`,
      );
      console.log(
        formatTable(
          [...phase.single.flatMap((r) => [r.baseline, r.cached, r.uncached]), ...phase.graphql],
          first,
        ),
      );
      console.log('\nEach REST scenario against the baseline replaying its own SQL:');
      for (const r of phase.single) {
        const pct = (x: LoadResult) =>
          ((x.requestsPerSecond / r.baseline.requestsPerSecond) * 100).toFixed(0);
        const name = r.baseline.name.replace(/^baseline /, '');
        console.log(
          `  ${name.padEnd(14)} ${pct(r.cached)}% as deployed, ${pct(r.uncached)}% with caches off`,
        );
      }
    }
  }
}

function reportRateLimit(phase: PhaseFigures): void {
  if (phase.rateLimit.length < 2) return;
  console.log(
    `\nThe per-client rate limit, never reached, ${CONNECTIONS} connections; ratio = requests/s ` +
      `against the same app with the limit off (target >= 0.90)`,
  );
  console.log(formatTable(phase.rateLimit, phase.rateLimit[0]));
}

function log(message: string): void {
  console.log(`[bench] ${message}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
