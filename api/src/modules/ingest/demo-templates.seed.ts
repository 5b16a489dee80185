import path from 'node:path';
import { In } from 'typeorm';
import type { Services } from '../../services';
import { REPO_ROOT } from '../../config/env';
import type { IngestSummary } from './ingest.service';
import { prepareRecord, type IngestRecord } from './ingest-record';
import { readIngestSources } from './ingest-sources';
import { Template } from '../templates/template.entity';

/**
 * The demo catalogue FlowVault authors itself (never copied from the public corpus): one ingest
 * record a file, `<slug>.json`, carrying name, author, description, `daysAgo`, `document`,
 * `sourcePath: "demo-seed/<slug>"` and the n8n workflow. Category, trigger type and complexity
 * are not declared: the ingest derives them from the node types like for any other workflow.
 * Resolved from the repository root so the built API and the Docker image find it too.
 */
export const DEMO_TEMPLATES_DIR = path.join(REPO_ROOT, 'api', 'seeds', 'demo-templates');

/** Where demo templates say they came from: `source.path` starts with it. */
export const DEMO_SOURCE_PREFIX = 'demo-seed/';

/** Every record of the demo files, read like `npm run ingest` reads them. */
export async function readDemoRecords(dir: string = DEMO_TEMPLATES_DIR): Promise<IngestRecord[]> {
  const records: IngestRecord[] = [];
  for await (const record of readIngestSources(dir)) records.push(record);
  return records;
}

/**
 * Imports the demo catalogue through the ingest, so category, trigger type, complexity, tags and
 * the documentation block follow the same rules as any real workflow. Templates whose content
 * hash is already stored are left out before the ingest runs: a reboot then writes nothing and,
 * above all, does not ask the documentation provider (possibly a paid LLM) again. A demo
 * template deleted by an admin comes back at the next boot.
 */
export async function seedDemoTemplates(
  services: Services,
  now: Date = new Date(),
): Promise<IngestSummary> {
  const records = await readDemoRecords();
  const pending = await notYetStored(services, records, now);
  const summary = await services.ingest.importRecords(pending, { now });
  summary.unchanged += records.length - pending.length;
  if (summary.skipped.length) {
    services.logger.error({ skipped: summary.skipped }, 'demo templates refused by the ingest');
  }
  if (summary.imported || summary.updated) {
    services.logger.info(
      { imported: summary.imported, updated: summary.updated },
      'demo templates seeded',
    );
  }
  return summary;
}

async function notYetStored(
  services: Services,
  records: readonly IngestRecord[],
  now: Date,
): Promise<IngestRecord[]> {
  const hashes = new Map<IngestRecord, string>();
  for (const record of records) {
    const prepared = prepareRecord(record, now);
    // A record the ingest would skip stays pending, so the ingest reports why.
    if ('template' in prepared) hashes.set(record, prepared.template.contentHash);
  }
  const stored = await services.dataSource.getRepository(Template).find({
    select: { contentHash: true },
    where: { contentHash: In([...hashes.values()]) },
  });
  const known = new Set(stored.map((row) => row.contentHash));
  return records.filter((record) => {
    const hash = hashes.get(record);
    return hash === undefined || !known.has(hash);
  });
}
