// `npm run test:n8n`: proves that a real n8n accepts what FlowVault sends. Brings up n8n (installed
// once into a cache directory outside the repository), a throwaway PostgreSQL and FlowVault, then
// tests the connection through FlowVault's POST /api/user-settings/test (n8n's key: connected; a
// wrong key: key_refused; a cloud metadata address: address_refused), then imports every workflow
// of the corpus through FlowVault's POST /api/import-workflow, lists them back through FlowVault's
// GET /api/n8n/workflows page by page with n8n's own cursor (scripts/test-n8n/own-workflows.mjs),
// then drives n8n's own editor in Chromium through FlowVault's template library (N8N_TEMPLATES_HOST) up to a
// template on the canvas, then ingests the corpus into FlowVault and imports every template that
// carries the "Imports cleanly into n8n 1.x" badge (scripts/test-n8n/badge.mjs), and writes a
// summary: imported, refused by n8n (grouped by n8n's reason), failed otherwise, the editor's
// figures and the badge's.
//
// Environment: N8N_CACHE_DIR (default ~/.cache/flowvault/n8n-<version>), N8N_TEST_CORPUS (default
// /work/shared/data/n8n-workflows.jsonl.gz), N8N_TEST_CONCURRENCY (default 4), N8N_TEST_LIMIT (only
// the first N workflows), N8N_TEST_SEARCH (what the editor searches, default "slack"),
// CHROMIUM_PATH (default /usr/bin/chromium). `--no-import` skips the imports (and the badge),
// `--no-editor` the editor, `--no-badge` the badge. Exit code: 0 when every connection test found
// what it should, every workflow was imported or refused by n8n, the editor placed the template on its canvas and every badged template
// imported with nodes n8n knows; 1 when anything else failed.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, installSignalHandlers, isInterrupted, onCleanup } from './test-n8n/lifecycle.mjs';
import * as n8n from './test-n8n/n8n.mjs';
import { startPostgres } from './test-n8n/postgres.mjs';
import { checkBadge } from './test-n8n/badge.mjs';
import { checkConnectionTests } from './test-n8n/connection.mjs';
import { checkOwnWorkflows } from './test-n8n/own-workflows.mjs';
import { driveEditor } from './test-n8n/editor.mjs';
import { importWorkflow, registerUser, startFlowVault } from './test-n8n/flowvault.mjs';
import {
  compareStored,
  judge,
  loadCorpus,
  printConnection,
  printEditor,
  printSummary,
  Tally,
} from './test-n8n/report.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_DIR = path.resolve(
  process.env.N8N_CACHE_DIR ||
    path.join(
      process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'),
      'flowvault',
      `n8n-${n8n.N8N_VERSION}`,
    ),
);
const CORPUS = process.env.N8N_TEST_CORPUS || '/work/shared/data/n8n-workflows.jsonl.gz';
const CONCURRENCY = Math.max(1, Number(process.env.N8N_TEST_CONCURRENCY) || 4);
const LIMIT = Number(process.env.N8N_TEST_LIMIT) || Infinity;
const SEARCH = process.env.N8N_TEST_SEARCH || 'slack';
const IMPORT = !process.argv.includes('--no-import');
const EDITOR = !process.argv.includes('--no-editor');
const BADGE = !process.argv.includes('--no-badge');
const LOG_DIR = path.join(CACHE_DIR, 'logs');
const LOGS = {
  n8n: path.join(LOG_DIR, 'n8n.log'),
  flowvault: path.join(LOG_DIR, 'flowvault.log'),
  ingest: path.join(LOG_DIR, 'flowvault-ingest.log'),
  postgres: path.join(LOG_DIR, 'postgres.log'),
};
const RESULT_FILE = path.join(CACHE_DIR, 'test-n8n-result.json');

const log = (message) => console.log(`[test:n8n] ${message}`);

async function main() {
  const startedAt = Date.now();
  installSignalHandlers(log);
  mkdirSync(LOG_DIR, { recursive: true });
  takeLock(path.join(CACHE_DIR, 'test-n8n.lock'));
  for (const file of Object.values(LOGS)) writeFileSync(file, '');
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'flowvault-test-n8n-'));
  onCleanup('temporary directory', () => rmSync(tempDir, { recursive: true, force: true }));

  await n8n.ensureN8nInstalled(CACHE_DIR, LOG_DIR, log);
  const { freePort } = createRequire(import.meta.url)(
    path.join(REPO_ROOT, 'api/dist/lib/free-port.js'),
  );

  log('starting a throwaway PostgreSQL');
  const pg = await startPostgres({
    repoRoot: REPO_ROOT,
    tempDir,
    databases: ['n8n', 'flowvault'],
    logCopy: LOGS.postgres,
  });

  // FlowVault first, with the demo catalogue: n8n's template browser is pointed at its library.
  log(`starting FlowVault (log: ${LOGS.flowvault})`);
  const fv = await startFlowVault({
    repoRoot: REPO_ROOT,
    tempDir,
    logFile: LOGS.flowvault,
    port: await freePort(),
    databaseUrl: pg.url('flowvault'),
    seedDemo: EDITOR,
  });
  const token = await registerUser(fv.url);
  log(`FlowVault is ready at ${fv.url}; registered a user`);

  log(`starting n8n ${n8n.N8N_VERSION} (log: ${LOGS.n8n})`);
  const n8nPort = await freePort();
  const { service: n8nService, url: n8nUrl } = await n8n.startN8n({
    cacheDir: CACHE_DIR,
    tempDir,
    logFile: LOGS.n8n,
    port: n8nPort,
    database: pg.connection('n8n'),
    templatesHost: EDITOR ? `${fv.url}/n8n/` : undefined,
  });
  log(`n8n is ready at ${n8nUrl}; setting up the owner and an API key`);
  const owner = {
    email: 'owner@example.com',
    firstName: 'FlowVault',
    lastName: 'Test',
    password: `Test-${Date.now()}-Pw`,
  };
  const session = await n8n.setUpOwner(n8nUrl, n8nService, owner);
  const apiKey = await n8n.createApiKey(n8nUrl, session, {
    label: 'FlowVault test:n8n',
    scopes: n8n.API_KEY_SCOPES,
    expiresAt: null,
  });
  const smokeId = await n8n.smokeTest(n8nUrl, apiKey);
  log(`API key works: workflow ${smokeId} created and read back directly through n8n's API`);
  const connection = await checkConnectionTests({
    flowvaultUrl: fv.url,
    n8nUrl,
    apiKey,
    log,
  });
  // Runs after the imports and their check, which counts the workflows n8n holds.
  const editor = () => {
    log(`driving n8n's editor in Chromium: Templates, search "${SEARCH}", Use this workflow`);
    return driveEditor({
      n8nUrl,
      flowvaultUrl: fv.url,
      owner,
      search: SEARCH,
      artifactsDir: LOG_DIR,
      log,
    });
  };
  if (!IMPORT) {
    log('--no-import: set-up works');
    printConnection(connection, log);
    const problems = [...connection.problems];
    if (EDITOR) {
      const figures = await editor();
      printEditor(figures, log);
      if (figures.problem) problems.push(`n8n's editor: ${figures.problem}`);
    }
    for (const problem of problems) log(`PROBLEM: ${problem}`);
    return problems.length ? 1 : 0;
  }

  const corpus = loadCorpus(CORPUS).slice(0, LIMIT);
  log(`importing ${corpus.length} workflows from ${CORPUS}, ${CONCURRENCY} at a time`);
  const importStart = Date.now();
  const tally = new Tally();
  const problems = [];
  const n8nSettings = { n8nInstanceUrl: n8nUrl, n8nApiKey: apiKey };
  let next = 0;
  const worker = async () => {
    while (next < corpus.length && problems.length === 0) {
      const item = corpus[next++];
      const result = await importWorkflow(fv.url, token, item.workflow, n8nSettings);
      if (isInterrupted()) return;
      tally.add(item, result, judge(result));
      if (tally.done % 100 === 0) log(tally.line(corpus.length, importStart));
      for (const service of [n8nService, fv.service]) {
        if (!service.isRunning() && !problems.length)
          problems.push(`${service.name} exited during the imports`);
      }
      if (tally.done === 20 && tally.failures.length === 20) {
        problems.push(
          `the first 20 imports all failed, stopping (e.g. ${tally.failures[0].reason})`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (isInterrupted()) return 130;
  log(tally.line(corpus.length, importStart));

  let n8nWorkflowCount;
  let nodeCountDiffers;
  if (!problems.length) {
    const stored = await n8n.listWorkflows(n8nUrl, apiKey);
    n8nWorkflowCount = stored.length;
    const compared = compareStored(stored, tally.importedIds);
    nodeCountDiffers = compared.nodeCountDiffers;
    if (n8nWorkflowCount !== tally.imported + 1 || compared.missing.length) {
      problems.push(
        `n8n holds ${n8nWorkflowCount} workflows, expected ${tally.imported} imported + 1 smoke test; ${compared.missing.length} reported as imported are missing`,
      );
    }
  }
  if (tally.done < corpus.length)
    problems.push(`only ${tally.done} of ${corpus.length} workflows were tried`);
  // Every workflow n8n holds now, listed through FlowVault as "Publish from my n8n" reads them.
  const own =
    !problems.length && !isInterrupted()
      ? await checkOwnWorkflows({ flowvaultUrl: fv.url, n8nUrl, apiKey, log })
      : undefined;
  problems.push(...(own?.problems ?? []));
  const editorFigures = EDITOR && !isInterrupted() ? await editor() : undefined;
  if (editorFigures?.problem) problems.push(`n8n's editor: ${editorFigures.problem}`);
  // After the editor, whose search reads FlowVault's catalogue: the ingest changes it.
  const badge =
    BADGE && !problems.length && !isInterrupted()
      ? await checkBadge({
          repoRoot: REPO_ROOT,
          fv,
          token,
          n8nUrl,
          session,
          n8nSettings,
          corpus: {
            file: CORPUS,
            size: Math.min(LIMIT, corpus.length),
            logFile: LOGS.ingest,
            concurrency: CONCURRENCY,
            log,
          },
        })
      : undefined;
  if (isInterrupted()) return 130;
  problems.push(...(badge?.problems ?? []), ...connection.problems);
  const summary = tally.summary({
    n8nVersion: n8n.N8N_VERSION,
    corpus: CORPUS,
    total: corpus.length,
    concurrency: CONCURRENCY,
    startedAt: new Date(startedAt).toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    importSeconds: Math.round((Date.now() - importStart) / 1000),
    n8nWorkflowCount,
    nodeCountDiffers,
    connection,
    ownWorkflows: own && { pages: own.pages, listed: own.listed, expected: own.expected },
    editor: editorFigures,
    badge,
    problems,
    logs: LOGS,
  });
  printSummary(summary, log);
  writeFileSync(RESULT_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  log(`summary written to ${RESULT_FILE}`);
  return summary.failed === 0 && problems.length === 0 ? 0 : 1;
}

/** One run per cache directory at a time (they share the install and the log files). */
function takeLock(file) {
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = pid !== process.pid;
    } catch {
      // a stale lock
    }
    if (alive) throw new Error(`another test:n8n (pid ${pid}) is running with ${CACHE_DIR}`);
  }
  writeFileSync(file, String(process.pid));
  onCleanup('lock', () => rmSync(file, { force: true }));
}

let code = 1;
try {
  code = await main();
} catch (error) {
  if (!isInterrupted()) console.error(`[test:n8n] FAILED: ${error?.stack ?? error}`);
}
if (code !== 0 && !isInterrupted()) {
  for (const [name, file] of Object.entries(LOGS)) log(`${name} log: ${file}`);
}
if (!isInterrupted()) log('stopping n8n, FlowVault and PostgreSQL');
await cleanup();
process.exit(code);
