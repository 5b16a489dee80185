import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ApiProcess, API_ENTRY, baseEnv, ensureApiBuilt } from '../../../../test/api-process';
import { CORPUS_PATH } from '../../../../test/corpus';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { EmbeddedPostgres } from '../../../db/embedded/embedded-postgres';
import { formatSummary, runIngestCli } from '../ingest-cli';
import { node, workflow } from './workflow-factory';

describe('npm run ingest', () => {
  let database: TestDatabase;
  let dir: string;
  let log: jest.SpyInstance;
  let error: jest.SpyInstance;
  const saved = { ...process.env };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ingest-cli-'));
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      JWT_SECRET: 'cli-test-secret-cli-test-secret-0123456789',
      SECRETS_KEY: '1'.repeat(64),
      LOG_LEVEL: 'silent',
    });
  });
  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });
  afterAll(() => database?.drop());

  it('exits 1 with the usage when the path is missing or does not exist', async () => {
    expect(await runIngestCli([])).toBe(1);
    expect(await runIngestCli([path.join(dir, 'nothing-here.json')])).toBe(1);
    expect(error.mock.calls.map(([text]) => text).join('\n')).toMatch(/Usage: npm run ingest/);
  });

  it('imports a file, prints the summary with skip reasons and exits 0', async () => {
    const file = path.join(dir, 'set.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({ name: 'One', workflow: workflow([node('manualTrigger'), node('slack')]) }),
        '{broken',
        JSON.stringify({ name: 'Two', workflow: workflow([node('webhook'), node('notion')]) }),
      ].join('\n'),
    );

    expect(await runIngestCli([file])).toBe(0);

    const printed = log.mock.calls.map(([text]) => text).join('\n');
    expect(printed).toMatch(/^Ingested .*set\.jsonl: 3 records in [\d.]+ s \(\d+ workflows\/s\)/);
    expect(printed).toContain('  imported   2');
    expect(printed).toContain('      1  invalid JSON');
    expect(printed).toContain(`${file}:2: invalid JSON`);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('SELECT name FROM templates ORDER BY name');
    await client.end();
    expect(rows).toEqual([{ name: 'One' }, { name: 'Two' }]);
  });

  it('reads a relative path from the folder npm was started in, not from api/', async () => {
    writeFileSync(
      path.join(dir, 'one.json'),
      JSON.stringify(workflow([node('manualTrigger'), node('slack')], { name: 'Relative' })),
    );
    process.env.INIT_CWD = dir;

    expect(await runIngestCli(['one.json'])).toBe(0);

    expect(log.mock.calls.map(([text]) => text).join('\n')).toContain('  imported   1');
  });

  it('groups skip reasons and lists the first 20 skipped', () => {
    const skipped = Array.from({ length: 25 }, (_, i) => ({
      source: `f${i}.json`,
      reason: i % 2 ? 'workflow has no nodes' : `invalid JSON: Unexpected token ${i}`,
    }));
    const text = formatSummary(
      'x',
      { imported: 1, updated: 2, unchanged: 3, collapsed: 1, skipped },
      2,
    );
    expect(text).toContain('31 records in 2.0 s (16 workflows/s)');
    expect(text).toContain('\n  collapsed  1 (near-copies');
    expect(text).toContain('     13  invalid JSON\n     12  workflow has no nodes');
    expect(text).toContain('First 20 skipped:');
    expect(text).toContain('f19.json');
    expect(text).not.toContain('f20.json');
  });
});

describe('npm run ingest when the database goes away', () => {
  let dir: string;
  let servers: EmbeddedPostgres[];
  beforeAll(() => ensureApiBuilt());
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ingest-lost-'));
    servers = [];
  });
  afterEach(async () => {
    for (const server of servers.reverse()) await server.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const startServer = async () => {
    const server = new EmbeddedPostgres({
      dataDir: path.join(dir, 'postgres'),
      passwordFile: path.join(dir, 'password'),
      throwaway: true,
    });
    servers.push(server);
    await server.start();
    return server;
  };

  it('stops with one line; what it wrote is whole, and a second run writes the rest', async () => {
    const first = await startServer();
    const env = baseEnv({ DATABASE_URL: first.url, LOG_LEVEL: 'warn' });
    const ingest = new ApiProcess(API_ENTRY.ingest, [CORPUS_PATH], env);
    await waitForRows(first.url);
    process.kill(first.pid, 'SIGKILL');

    expect(await ingest.exitWithin(30_000)).toBe(2);
    expect(ingest.stdout).toBe('');
    expect(ingest.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Ingest stopped: lost the database \(.+\)\. The batches written before stay; run the ingest again to write the rest\.$/,
      ),
    ]);

    const second = await startServer();
    const written = await countTemplates(second.url);
    const again = new ApiProcess(API_ENTRY.ingest, [CORPUS_PATH], {
      ...env,
      DATABASE_URL: second.url,
    });
    expect(await again.exitWithin(120_000)).toBe(0);
    // Every row the first run committed is exactly what the ingest makes of its record.
    expect(again.stdout).toContain(`  unchanged  ${written}`);
    expect(again.stdout).toContain(`  imported   ${(await countTemplates(second.url)) - written}`);
  });
});

async function countTemplates(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS count FROM templates');
    return (rows[0] as { count: number }).count;
  } finally {
    await client.end();
  }
}

/** Until the ingest has committed its first batches (the table may not exist yet). */
async function waitForRows(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await countTemplates(url).catch(() => 0)) === 0) {
    if (Date.now() > deadline) throw new Error('the ingest wrote nothing in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
