import type { DataSource } from 'typeorm';

/** Words appended to copied names so the expanded catalogue does not repeat itself verbatim. */
const VARIANTS = [
  'for Teams',
  'v2',
  'Lite',
  'Pro',
  'EU Edition',
  'with Alerts',
  'Daily',
  'Weekly',
  'for Agencies',
  'for Startups',
  'Advanced',
  'Starter',
];

/**
 * Grows the catalogue to about `target` rows by copying the ingested workflows with a varied
 * name, a distinct content hash, a spread of creation dates and counters. Done in SQL (one
 * INSERT ... SELECT per round) because the point is the size of the table the API then serves,
 * not the ingest, which is measured on the real corpus.
 */
export async function expandCatalogue(dataSource: DataSource, target: number): Promise<number> {
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM templates`);
  if (count === 0) throw new Error('nothing to expand: the ingest imported no templates');
  const copies = Math.max(0, Math.ceil(target / count) - 1);
  for (let round = 1; round <= copies; round++) {
    await dataSource.query(
      `INSERT INTO templates (name, author, category, description, node_count, trigger_type,
         complexity, tags, integrations, node_types, workflow, views, downloads, saves,
         content_hash, source, search_keywords, created_at, updated_at)
       SELECT t.name || ' ' || ($2::text[])[1 + ((hashtext(t.id::text) & 2147483647) + $1::int) % $3::int],
         t.author, t.category, t.description, t.node_count, t.trigger_type, t.complexity, t.tags,
         t.integrations, t.node_types, t.workflow,
         ((hashtext(t.id::text || $1::text) & 2147483647) % 5000), ((hashtext($1::text || t.id::text) & 2147483647) % 800), 0,
         t.content_hash || ':copy:' || $1::text, t.source, t.search_keywords,
         now() - make_interval(mins => (hashtext(t.id::text || 'd' || $1::text) & 2147483647) % 1000000),
         now()
       FROM templates t WHERE t.content_hash NOT LIKE '%:copy:%'
       LIMIT $4::int`,
      [round, VARIANTS, VARIANTS.length, target - count * round],
    );
  }
  // A bulk insert leaves the GIN indexes' pending lists full: flush them and refresh statistics,
  // on the catalogue and on its search projection (which holds the full-text index).
  await dataSource.query(`VACUUM ANALYZE templates, template_search`);
  const [{ total }] = await dataSource.query(`SELECT count(*)::int AS total FROM templates`);
  return total;
}
