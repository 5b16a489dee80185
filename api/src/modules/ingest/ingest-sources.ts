import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { errorMessage } from '../../core/error-message';
import type { IngestRecord } from './ingest-record';

/** Files (and JSONL lines) above this size are reported, never read into memory. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

const EXTENSIONS = ['.jsonl.gz', '.jsonl', '.json'] as const;
type SourceKind = (typeof EXTENSIONS)[number];

export function sourceKind(file: string): SourceKind | undefined {
  const lower = file.toLowerCase();
  return EXTENSIONS.find((extension) => lower.endsWith(extension));
}

/** An error as a skip reason; Node's file errors already start with their code (ENOENT: ...). */
const reason = errorMessage;

function problem(source: string, text: string): IngestRecord {
  return { source, workflow: undefined, problem: text };
}

/** A workflow name from a file name: `0201_Telegram_Send_Webhook.json` → `Telegram Send Webhook`. */
export function nameFromFile(file: string): string {
  const base = path.basename(file).replace(/\.(jsonl\.gz|jsonl|json)$/i, '');
  return base
    .replace(/[_-]+/g, ' ')
    .replace(/^\d+\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const RECORD_FIELDS = [
  'name',
  'author',
  'description',
  'sourceRepo',
  'sourcePath',
  'license',
  'createdAt',
] as const;

/**
 * One JSON value as a record: `{"workflow": ...}` with its string fields, a number `daysAgo` and
 * a boolean `document` is a record (fields of another type are ignored); anything else is taken
 * as the workflow itself (an object without nodes is then skipped by the ingest).
 */
export function toRecord(value: unknown, source: string, fallbackName?: string): IngestRecord {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    if ('workflow' in object && !('nodes' in object)) {
      const record: IngestRecord = { source, workflow: object.workflow };
      for (const field of RECORD_FIELDS) {
        if (typeof object[field] === 'string') record[field] = object[field] as string;
      }
      if (typeof object.daysAgo === 'number') record.daysAgo = object.daysAgo;
      if (typeof object.document === 'boolean') record.document = object.document;
      return record;
    }
    if (typeof object.name !== 'string' && fallbackName) {
      return { source, workflow: value, name: fallbackName };
    }
  }
  return { source, workflow: value };
}

/** Files to read under a path: the file itself, or a folder's JSON files, recursively, sorted. */
async function* sourceFiles(target: string): AsyncGenerator<{ file: string; problem?: string }> {
  let info;
  try {
    info = await stat(target);
  } catch (error) {
    yield { file: target, problem: `cannot be read: ${reason(error)}` };
    return;
  }
  if (!info.isDirectory()) {
    yield { file: target };
    return;
  }
  let entries;
  try {
    entries = await readdir(target, { withFileTypes: true });
  } catch (error) {
    yield { file: target, problem: `cannot be read: ${reason(error)}` };
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (sourceKind(entry.name)) yield { file: full };
  }
}

async function* readJsonFile(file: string): AsyncGenerator<IngestRecord> {
  let text: string;
  try {
    const info = await stat(file);
    if (info.size > MAX_FILE_BYTES) {
      yield problem(file, `file is larger than 50 MB (${Math.round(info.size / 1024 / 1024)} MB)`);
      return;
    }
    text = await readFile(file, 'utf8');
  } catch (error) {
    yield problem(file, `cannot be read: ${reason(error)}`);
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    yield problem(file, `invalid JSON: ${reason(error)}`);
    return;
  }
  if (Array.isArray(parsed)) {
    if (!parsed.length) yield problem(file, 'the array holds no workflows');
    for (const [index, item] of parsed.entries()) yield toRecord(item, `${file}[${index}]`);
    return;
  }
  yield toRecord(parsed, file, nameFromFile(file));
}

/** Lines of a byte stream, without holding more than one line (capped) in memory. */
async function* lines(
  stream: Readable,
): AsyncGenerator<{ line: string; number: number } | { tooLong: number }> {
  let parts: Buffer[] = [];
  let size = 0;
  let number = 0;
  let dropping = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0;
    let newline = chunk.indexOf(10, start);
    while (newline !== -1) {
      number += 1;
      if (dropping) yield { tooLong: number };
      else {
        parts.push(chunk.subarray(start, newline));
        yield { line: Buffer.concat(parts).toString('utf8'), number };
      }
      parts = [];
      size = 0;
      dropping = false;
      start = newline + 1;
      newline = chunk.indexOf(10, start);
    }
    if (!dropping && start < chunk.length) {
      size += chunk.length - start;
      if (size > MAX_FILE_BYTES) {
        dropping = true;
        parts = [];
      } else parts.push(chunk.subarray(start));
    }
  }
  if (dropping) yield { tooLong: number + 1 };
  else if (parts.length) yield { line: Buffer.concat(parts).toString('utf8'), number: number + 1 };
}

/** The file's bytes, gunzipped when asked; a read error surfaces on the returned stream. */
function openBytes(file: string, gzipped: boolean): Readable {
  const raw = createReadStream(file);
  if (!gzipped) return raw;
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  gunzip.on('close', () => raw.destroy());
  return raw.pipe(gunzip);
}

async function* readJsonLines(file: string, gzipped: boolean): AsyncGenerator<IngestRecord> {
  const stream = openBytes(file, gzipped);
  try {
    for await (const item of lines(stream)) {
      if ('tooLong' in item) {
        yield problem(`${file}:${item.tooLong}`, 'line is larger than 50 MB');
        continue;
      }
      const text = item.line.replace(/^\uFEFF/, '').trim();
      if (!text) continue;
      const source = `${file}:${item.number}`;
      try {
        yield toRecord(JSON.parse(text), source);
      } catch (error) {
        yield problem(source, `invalid JSON: ${reason(error)}`);
      }
    }
  } catch (error) {
    yield problem(file, `cannot be read: ${reason(error)}`);
  } finally {
    stream.destroy();
  }
}

/**
 * Every record under a path, streamed: a `.json` file (one workflow, an array of workflows or of
 * records), a `.jsonl` or `.jsonl.gz` file (one workflow or record a line, read line by line
 * through gunzip), or a folder of them, recursively (hidden folders skipped). A problem with a
 * file or a line (unreadable, over 50 MB, invalid JSON) becomes a record carrying that problem,
 * which the ingest reports as skipped; reading goes on with the next one.
 */
export async function* readIngestSources(target: string): AsyncGenerator<IngestRecord> {
  for await (const { file, problem: fileProblem } of sourceFiles(target)) {
    if (fileProblem) {
      yield problem(file, fileProblem);
      continue;
    }
    const kind = sourceKind(file);
    if (kind === '.jsonl.gz' || kind === '.jsonl') yield* readJsonLines(file, kind === '.jsonl.gz');
    else yield* readJsonFile(file);
  }
}

/**
 * How many records a path holds, for a progress bar: one per `.json` file (an array counts
 * once) and one per line of a JSONL file, counted by streaming it. Cheap next to the ingest.
 */
export async function countIngestItems(target: string): Promise<number> {
  let total = 0;
  for await (const { file, problem: fileProblem } of sourceFiles(target)) {
    const kind = sourceKind(file);
    if (fileProblem || (kind !== '.jsonl' && kind !== '.jsonl.gz')) {
      total += 1;
      continue;
    }
    try {
      const stream = openBytes(file, kind === '.jsonl.gz');
      let last = 10;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) total += 1;
        last = chunk[chunk.length - 1];
      }
      if (last !== 10) total += 1;
    } catch {
      total += 1;
    }
  }
  return total;
}
