import { readIngestSources } from '../api/src/modules/ingest/ingest-sources';
import type { Services } from '../api/src/services';

export interface IngestFigures {
  processed: number;
  imported: number;
  skipped: number;
  seconds: number;
  rate: number;
}

/** Ingests a path through the same service and reader as `npm run ingest`, timed end to end. */
export async function ingestPath(services: Services, target: string): Promise<IngestFigures> {
  const started = process.hrtime.bigint();
  const summary = await services.ingest.importRecords(readIngestSources(target));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const processed = summary.imported + summary.updated + summary.unchanged + summary.skipped.length;
  return {
    processed,
    imported: summary.imported,
    skipped: summary.skipped.length,
    seconds,
    rate: processed / seconds,
  };
}
