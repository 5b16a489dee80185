import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SingleBar } from 'cli-progress';
import { readEnvOrReport } from '../../config/env';
import { createLogger } from '../../core/logger';
import { openDatabase } from '../../db/database';
import { applyMigrations } from '../../db/migrate';
import { isDatabaseUnavailable } from '../../core/db-errors';
import { closeServices, createServices, type Services } from '../../services';
import { errorMessage } from '../../core/error-message';
import { countIngestItems, readIngestSources } from './ingest-sources';
import type { IngestSummary } from './ingest.service';

const USAGE =
  'Usage: npm run ingest -- <file.json | file.jsonl | file.jsonl.gz | folder> [--document]';
const LISTED_SKIPS = 20;

/** A skip reason without its details, for grouping: `invalid JSON: ...` → `invalid JSON`. */
export function reasonGroup(reason: string): string {
  if (reason.startsWith('same workflow as')) return 'same workflow as an earlier record';
  return reason.split(':')[0].replace(/\s*\([^)]*\)$/, '');
}

/** The printed summary: counts, the rate, skip reasons grouped, the first skipped listed. */
export function formatSummary(target: string, summary: IngestSummary, seconds: number): string {
  const { imported, updated, unchanged, collapsed, skipped } = summary;
  const processed = imported + updated + unchanged + skipped.length;
  const rate = seconds > 0 ? Math.round(processed / seconds) : processed;
  const out = [
    `Ingested ${target}: ${processed} records in ${seconds.toFixed(1)} s (${rate} workflows/s)`,
    `  imported   ${imported}`,
    `  updated    ${updated}`,
    `  unchanged  ${unchanged}`,
    `  collapsed  ${collapsed} (near-copies of another template: stored, not listed)`,
    `  skipped    ${skipped.length}`,
  ];
  if (skipped.length) {
    const groups = new Map<string, number>();
    for (const { reason } of skipped) {
      const group = reasonGroup(reason);
      groups.set(group, (groups.get(group) ?? 0) + 1);
    }
    out.push('Skipped, by reason:');
    for (const [group, count] of [...groups].sort((a, b) => b[1] - a[1])) {
      out.push(`  ${String(count).padStart(5)}  ${group}`);
    }
    out.push(`First ${Math.min(LISTED_SKIPS, skipped.length)} skipped:`);
    for (const { source, reason } of skipped.slice(0, LISTED_SKIPS)) {
      out.push(`  ${source}: ${reason}`);
    }
  }
  return out.join('\n');
}

/**
 * The one line printed when the ingest fails. A lost database stops it between batches: each
 * batch is one transaction, so what was written before is whole and a second run completes it.
 */
export function failureLine(error: unknown): string {
  if (!isDatabaseUnavailable(error)) return `Ingest failed: ${errorMessage(error)}`;
  return (
    `Ingest stopped: lost the database (${errorMessage(error)}). ` +
    'The batches written before stay; run the ingest again to write the rest.'
  );
}

/** `npm run ingest -- <path> [--document]`. Returns the exit code: 0 done, 1 usage, 2 failure. */
export async function runIngestCli(args: string[]): Promise<number> {
  const document = args.includes('--document');
  const paths = args.filter((arg) => !arg.startsWith('--'));
  if (paths.length !== 1 || args.includes('--help')) {
    console.error(USAGE);
    return 1;
  }
  // npm runs the script inside api/; a relative path means one from where npm was started.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), paths[0]);
  if (!existsSync(target)) {
    console.error(`No such file or folder: ${target}\n${USAGE}`);
    return 1;
  }
  const env = readEnvOrReport('Ingest');
  if (!env) return 1;
  // Info logs would tear the progress bar; warnings and errors still show.
  const logger = createLogger(env.logLevel === 'info' ? 'warn' : env.logLevel);
  const database = await openDatabase(env, logger);
  const bar = new SingleBar({
    format: 'Ingesting [{bar}] {percentage}% | {value}/{total} | {imported} new, {skipped} skipped',
    stream: process.stderr,
    hideCursor: true,
  });
  let services: Services | undefined;
  try {
    await applyMigrations(database.dataSource);
    services = createServices(env, database.dataSource, logger);
    const service = services.ingest;
    const total = await countIngestItems(target);
    bar.start(total, 0, { imported: 0, skipped: 0 });
    const started = performance.now();
    const summary = await service.importRecords(readIngestSources(target), {
      document,
      onProgress: (progress) => {
        if (progress.processed > bar.getTotal()) bar.setTotal(progress.processed);
        bar.update(progress.processed, {
          imported: progress.imported,
          skipped: progress.skipped,
        });
      },
    });
    bar.stop();
    console.log(formatSummary(target, summary, (performance.now() - started) / 1000));
    return 0;
  } finally {
    bar.stop();
    if (services) await closeServices(services);
    await database.close();
  }
}

if (require.main === module) {
  runIngestCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(failureLine(error));
      process.exit(2);
    },
  );
}
