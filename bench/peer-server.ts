import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { errorMessage } from '../api/src/core/error-message';
import { freePort } from '../api/src/lib/free-port';
import { readIngestSources } from '../api/src/modules/ingest/ingest-sources';
import { waitForHealthy } from '../api/test/wait-for-healthy';
import type { BenchServer } from './servers';

/**
 * The peer: the public project Zie619/n8n-workflows, a FastAPI server over a SQLite FTS5 index of
 * workflow files, at a pinned commit, serving the bench's corpus (bench/README.md, "Against a
 * peer"). Its source is fetched once into a cache beside the user's other caches, and its index
 * built by its own indexer once per corpus.
 */
export const PEER_COMMIT = '94007c1445d9258a7da116646b79473e7c7c3282';
const PEER_REPO = process.env.BENCH_PEER_REPO ?? 'https://github.com/Zie619/n8n-workflows.git';
/** Debian's Python, whose packages provide FastAPI, uvicorn and pydantic (not pyenv's). */
const PYTHON = '/usr/bin/python3';
const CACHE = path.join(os.homedir(), '.cache', 'flowvault', `peer-${PEER_COMMIT.slice(0, 8)}`);
/** Part of a cached index's key: raise it when the files are written differently. */
const LAYOUT_VERSION = 1;
/** bench/dist/bench/peer-server.js -> bench/peer-launch.py. */
const LAUNCHER = path.resolve(__dirname, '..', '..', 'peer-launch.py');
/** The only file names the peer's detail route accepts (its `validate_filename`). */
const PEER_FILE_NAME = /^[A-Za-z0-9_-]+\.json$/;

/** The peer as started: `fileNames` maps a corpus record's source path to its file's name there. */
export interface PeerServer extends BenchServer {
  fileNames: Map<string, string>;
  /** What uvicorn runs on: `uvloop` or `asyncio`, `httptools` or `h11` (whichever is installed). */
  stack: string;
}

/** One corpus workflow as a file of the peer's `workflows/` folder. */
interface PeerFile {
  sourcePath: string;
  /** `<folder>/<name>.json` under `workflows/`. */
  file: string;
  workflow: unknown;
}

const execFileAsync = promisify(execFile);

/**
 * Runs a program to its end. Its failure is one line of what it wrote to stderr: git's `fatal:`
 * line, else the last (a Python traceback ends with the error).
 */
async function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, { ...options, maxBuffer: 1 << 26 });
    return stdout;
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    const lines = stderr.split('\n');
    const why =
      lines.find((line) => line.startsWith('fatal:')) ??
      (lines.at(-1) || errorMessage(error).split('\n')[0]);
    throw new Error(`${path.basename(command)} ${args[0]}: ${why}`);
  }
}

/**
 * Starts the peer on a free loopback port with one worker, resolving once it answers; anything
 * it needs and does not find (git, Debian's Python and its packages, the source) makes it
 * `{ unavailable }` with one line saying why.
 */
export async function startPeer(options: {
  corpus: string;
  log: (m: string) => void;
}): Promise<PeerServer | { unavailable: string }> {
  try {
    const stack = await checkPython();
    const source = await peerSource(options.log);
    const files = await peerFiles(options.corpus);
    const dir = await peerIndex(source, options.corpus, files, options.log);
    const server = await serve(source, dir);
    return {
      ...server,
      stack,
      fileNames: new Map(files.map((f) => [f.sourcePath, path.basename(f.file)])),
    };
  } catch (error) {
    return { unavailable: `the peer cannot run: ${errorMessage(error).split('\n')[0]}` };
  }
}

/**
 * Debian's Python with what the peer imports, and SQLite with FTS5; resolves to the event loop
 * and HTTP parser uvicorn picks there (the peer asks for uvicorn[standard]: uvloop, httptools).
 */
async function checkPython(): Promise<string> {
  if (!existsSync(PYTHON)) throw new Error(`${PYTHON} is not installed`);
  const stack = await run(PYTHON, [
    '-c',
    'import fastapi, uvicorn, pydantic, sqlite3; from importlib.util import find_spec; ' +
      'sqlite3.connect(":memory:").execute("CREATE VIRTUAL TABLE t USING fts5(a)"); ' +
      'print("uvloop" if find_spec("uvloop") else "asyncio", ' +
      '"httptools" if find_spec("httptools") else "h11", sep=" and ")',
  ]);
  return stack.trim();
}

/** The peer's tree at the pinned commit, fetched into the cache on first use. */
async function peerSource(log: (m: string) => void): Promise<string> {
  const source = path.join(CACHE, 'source');
  if (existsSync(path.join(source, 'api_server.py'))) return source;
  log(`fetching the peer at ${PEER_COMMIT.slice(0, 8)} from ${PEER_REPO}`);
  const work = `${source}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(work, 'tree'), { recursive: true });
  try {
    // A bare repository of the one commit, which `git archive` writes out as a tree.
    const env = { ...process.env, GIT_DIR: path.join(work, 'git') };
    await run('git', ['init', '--quiet', '--bare'], { env });
    await run('git', ['fetch', '--quiet', '--depth', '1', PEER_REPO, PEER_COMMIT], { env });
    const archive = path.join(work, 'tree.tar');
    await run('git', ['archive', '--output', archive, PEER_COMMIT], { env });
    await run('tar', ['-xf', archive, '-C', path.join(work, 'tree')]);
    renameSync(path.join(work, 'tree'), source);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return source;
}

/** A name the peer's detail route accepts: runs of anything else become one underscore. */
function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'workflow';
}

/**
 * The corpus's workflows laid out as the peer lays out its own: `workflows/<folder>/<name>.json`.
 * A record from the peer's tree keeps its path; any other keeps its folder and file name, made
 * into names the peer's detail route accepts (letters, digits, `_`, `-`), with a number added
 * when two would be the same. The peer finds a workflow by its file name alone, ignoring case.
 */
async function peerFiles(corpus: string): Promise<PeerFile[]> {
  const files: PeerFile[] = [];
  const taken = new Set<string>();
  for await (const record of readIngestSources(corpus)) {
    if (record.problem) continue;
    const sourcePath = record.sourcePath ?? record.source;
    const parts = sourcePath.split('/');
    const folder = parts.length > 1 ? safeName(parts[parts.length - 2]) : 'Other';
    let base = parts[parts.length - 1];
    if (!PEER_FILE_NAME.test(base)) base = `${safeName(base.replace(/\.json$/i, ''))}.json`;
    for (let n = 2; taken.has(base.toLowerCase()); n++) {
      base = base.replace(/(_\d+)?\.json$/, `_${n}.json`);
    }
    taken.add(base.toLowerCase());
    files.push({ sourcePath, file: `${folder}/${base}`, workflow: record.workflow });
  }
  return files;
}

/**
 * The peer's working directory for this corpus: its `workflows/` folder and the SQLite index its
 * own indexer built from it (`WorkflowDatabase.index_all_workflows(force_reindex=True)`, as its
 * run.py's `--reindex`), cached by the corpus's hash.
 */
async function peerIndex(
  source: string,
  corpus: string,
  files: PeerFile[],
  log: (m: string) => void,
): Promise<string> {
  const hash = createHash('sha256')
    .update(readFileSync(corpus))
    .update(`layout ${LAYOUT_VERSION}`)
    .digest('hex');
  const dir = path.join(CACHE, `corpus-${hash.slice(0, 16)}`);
  if (existsSync(path.join(dir, 'workflows.db'))) return dir;
  const work = `${dir}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  try {
    for (const { file, workflow } of files) {
      const target = path.join(work, 'workflows', file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify(workflow, null, 2));
    }
    log(`indexing ${files.length} workflows with the peer's indexer`);
    const script =
      'import json, sys; from workflow_db import WorkflowDatabase; ' +
      'print(json.dumps(WorkflowDatabase(sys.argv[1]).index_all_workflows(force_reindex=True)))';
    const out = await run(PYTHON, ['-c', script, 'workflows.db'], {
      cwd: work,
      env: { ...process.env, PYTHONPATH: pythonPath(source) },
    });
    const stats: { processed: number; errors: number } = JSON.parse(out.trim().split('\n').at(-1)!);
    log(`peer index: ${stats.processed} workflows indexed, ${stats.errors} not`);
    if (stats.processed === 0) throw new Error('its indexer indexed no workflow');
    renameSync(work, dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/** The peer's source first, then the caller's PYTHONPATH (e.g. uvloop and httptools unpacked). */
function pythonPath(source: string): string {
  return [source, process.env.PYTHONPATH].filter(Boolean).join(path.delimiter);
}

/** The peer's server (bench/peer-launch.py) in `dir`, once its /health answers. */
async function serve(source: string, dir: string): Promise<BenchServer> {
  const port = await freePort();
  // It reads its home page (static/) and its category lists (context/) from where it runs.
  for (const folder of ['static', 'context']) {
    const link = path.join(dir, folder);
    if (!existsSync(link)) symlinkSync(path.join(source, folder), link);
  }
  const child = spawn(PYTHON, [LAUNCHER, String(port)], {
    cwd: dir,
    env: {
      ...process.env,
      PYTHONPATH: pythonPath(source),
      WORKFLOW_DB_PATH: path.join(dir, 'workflows.db'),
    },
    // Its stdout is its banner and per-request notes; errors go to stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(`${origin}/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
