import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { TEST_MAIL_OUTBOX_DIR } from './test-state';

const API_ROOT = path.resolve(__dirname, '..');
/** What the API build compiles: its own sources and the shared package it references. */
const API_SOURCES = [
  path.join(API_ROOT, 'src'),
  path.join(API_ROOT, '..', 'packages', 'shared', 'src'),
];

/** The built API's entry points (`npm run build -w api`), as `npm start` and the CLIs run them. */
export const API_ENTRY = {
  server: path.join(API_ROOT, 'dist', 'main.js'),
  ingest: path.join(API_ROOT, 'dist', 'modules', 'ingest', 'ingest-cli.js'),
  embeddedPostgres: path.join(API_ROOT, 'dist', 'db', 'embedded', 'embedded-postgres.js'),
};

/**
 * Builds the API when it has not been built or a source file changed since: a spawned process
 * must run the code under test, not an older build.
 */
export function ensureApiBuilt(): void {
  const current = () =>
    Math.min(...Object.values(API_ENTRY).map((file) => modifiedAt(file))) >=
    Math.max(...API_SOURCES.map((dir) => newestSource(dir)));
  if (current()) return;
  withBuildLock(() => {
    if (current()) return; // another test file built it meanwhile
    execFileSync('npx', ['tsc', '-b', path.join(API_ROOT, 'tsconfig.build.json')], {
      stdio: 'inherit',
    });
    // An incremental build leaves unchanged output untouched: mark it as current.
    const now = new Date();
    for (const file of Object.values(API_ENTRY)) utimesSync(file, now, now);
  });
}

/** A build lock older than this was left by a killed run. */
const STALE_BUILD_LOCK_MS = 10 * 60_000;

/**
 * Runs `build` while no other test worker builds: Jest runs test files in parallel, and two
 * builds writing one output directory at once would leave it half written.
 */
export function withBuildLock(build: () => void): void {
  const lock = path.join(API_ROOT, '..', '.data', 'test-build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() - modifiedAt(lock) > STALE_BUILD_LOCK_MS) rmSync(lock, { recursive: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** When `file` was last written; 0 when it does not exist. */
export function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The newest modification time of the source files under `dir` whose names end in one of
 * `endings` (tests left aside).
 */
export function newestSource(dir: string, endings: readonly string[] = ['.ts']): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== '__tests__')
      newest = Math.max(newest, newestSource(file, endings));
    else if (entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
      newest = Math.max(newest, modifiedAt(file));
  }
  return newest;
}

/**
 * What every spawned API process needs; tests add DATA_DIR, DATABASE_URL, PORT. Two API
 * processes under a primary, as `npm start` runs on a machine of two cores or more, unless the
 * test asks for WEB_CONCURRENCY=1.
 */
export function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    WEB_CONCURRENCY: '2',
    JWT_SECRET: 'process-test-secret-process-test-secret',
    SECRETS_KEY: 'c'.repeat(64),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    MAIL_OUTBOX_DIR: TEST_MAIL_OUTBOX_DIR,
    ...extra,
  };
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

/**
 * A spawned API process (server or CLI) with its output collected, for tests of what an
 * operator sees: exit codes, the lines printed, and how it treats other processes.
 */
export class ApiProcess {
  readonly child: ChildProcess;
  stdout = '';
  stderr = '';
  /** Resolves with the exit code (null when ended by a signal). */
  readonly exited: Promise<number | null>;

  constructor(entry: string, args: string[], env: NodeJS.ProcessEnv) {
    this.child = spawn(process.execPath, [entry, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get output(): string {
    return this.stdout + this.stderr;
  }

  /** Its pino lines, parsed. */
  get logLines(): Array<{ level: number; msg: string; [key: string]: unknown }> {
    return this.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  }

  /**
   * Resolves once the server says it is serving: every API process listens (/healthz answers
   * as soon as the first does). A test that then takes the database away knows no process is
   * still starting. Rejects if the server exits first or `ms` go by.
   */
  async serving(ms = 60_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.logLines.some((line) => line.msg.startsWith('FlowVault is serving on'))) {
      if (this.child.exitCode !== null) throw new Error(`exited before serving:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`not serving after ${ms} ms:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Exits within `ms`, or rejects with what it printed so far. */
  async exitWithin(ms: number): Promise<number | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`still running after ${ms} ms:\n${this.output}`)),
        ms,
      );
    });
    try {
      return await Promise.race([this.exited, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** SIGTERM, then the exit code. */
  async stop(ms = 30_000): Promise<number | null> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return this.exited;
    this.child.kill('SIGTERM');
    return this.exitWithin(ms);
  }

  /** For clean-up after a failed test: nothing may outlive the test file. */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}
