import { In } from 'typeorm';
import type { Services } from '../../services';
import type { IngestSummary } from '../../modules/ingest/ingest.service';
import { prepareRecord, type IngestRecord } from '../../modules/ingest/ingest-record';
import { Template } from '../../modules/templates/template.entity';
import { DEMO_TEMPLATES, type DemoTemplate } from './demo-templates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where demo templates say they came from: `source.path` starts with it. */
export const DEMO_SOURCE_PREFIX = 'demo-seed/';

/** A demo template as an ingest record, dated `daysAgo` days before `now`. */
export function demoRecord(template: DemoTemplate, now: Date): IngestRecord {
  return {
    source: `${DEMO_SOURCE_PREFIX}${template.slug}`,
    sourcePath: `${DEMO_SOURCE_PREFIX}${template.slug}`,
    name: template.name,
    author: template.author,
    description: template.description,
    workflow: template.workflow,
    createdAt: new Date(now.getTime() - template.daysAgo * DAY_MS),
  };
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
  const pending = await notYetStored(services, DEMO_TEMPLATES, now);
  const summary: IngestSummary = {
    imported: 0,
    updated: 0,
    unchanged: DEMO_TEMPLATES.length - pending.length,
    skipped: [],
  };
  // The ingest documents a whole run or none of it, hence two runs.
  for (const document of [true, false]) {
    const templates = pending.filter((template) => Boolean(template.document) === document);
    if (!templates.length) continue;
    const records = templates.map((template) => demoRecord(template, now));
    const result = await services.ingest.importRecords(records, { document });
    summary.imported += result.imported;
    summary.updated += result.updated;
    summary.unchanged += result.unchanged;
    summary.skipped.push(...result.skipped);
  }
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
  templates: readonly DemoTemplate[],
  now: Date,
): Promise<DemoTemplate[]> {
  const hashes = new Map<DemoTemplate, string>();
  for (const template of templates) {
    const prepared = prepareRecord(demoRecord(template, now));
    // A record the ingest would skip stays pending, so the ingest reports why.
    if ('template' in prepared) hashes.set(template, prepared.template.contentHash);
  }
  const stored = await services.dataSource.getRepository(Template).find({
    select: { contentHash: true },
    where: { contentHash: In([...hashes.values()]) },
  });
  const known = new Set(stored.map((row) => row.contentHash));
  return templates.filter((template) => {
    const hash = hashes.get(template);
    return hash === undefined || !known.has(hash);
  });
}
