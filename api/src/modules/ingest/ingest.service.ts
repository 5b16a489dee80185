import type { Db } from '../../core/db';
import type { Logger } from '../../core/logger';
import { isDatabaseUnavailable } from '../../core/db-errors';
import type {
  DocumentationInput,
  DocumentationProvider,
} from './documentation/documentation-provider';
import { errorMessage } from '../../core/error-message';
import { prepareRecord, type IngestRecord, type PreparedTemplate } from './ingest-record';
import {
  IngestRepository,
  type CopyState,
  type TemplateWrite,
  type WriteResult,
} from './ingest.repository';

export interface SkippedRecord {
  source: string;
  reason: string;
}

export interface IngestSummary {
  imported: number;
  updated: number;
  unchanged: number;
  /**
   * Templates of the run that are near-copies of another (same structural signature, a richer
   * one listed instead): still stored and counted above, no longer listed.
   */
  collapsed: number;
  skipped: SkippedRecord[];
}

export interface IngestProgress {
  /** Records handled so far, whatever became of them. */
  processed: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface ImportOptions {
  /** Called after each written batch, every batchSize skipped records, and at the end. */
  onProgress?: (progress: IngestProgress) => void;
  /**
   * Fill the documentation block of every record through the documentation provider; without
   * it only records that ask for it (`document: true`, as some demo templates do) are documented.
   */
  document?: boolean;
  /** The moment a record's `daysAgo` counts back from; the start of the run by default. */
  now?: Date;
  /** Rows per upsert statement. */
  batchSize?: number;
}

const DEFAULT_BATCH_SIZE = 200;
/** Documentation calls in flight at once (an LLM provider is network-bound). */
const DOCUMENTATION_CONCURRENCY = 4;

/** SQLSTATE classes that mean "this row's data", not "this connection": a row can be skipped. */
const ROW_ERROR_CLASSES = new Set(['22', '23', '54']);

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function documentationInput(template: PreparedTemplate): DocumentationInput {
  return {
    name: template.name,
    description: template.description,
    category: template.category,
    triggerType: template.triggerType,
    complexity: template.complexity,
    nodeCount: template.nodeCount,
    integrations: template.integrations,
    nodeTypes: template.nodeTypes,
    tags: template.tags,
  };
}

/**
 * Imports n8n workflows into the catalogue: validates and derives each record (ingest-record.ts
 * and rules/) and writes them in batches of upserts keyed by content hash, each with the
 * regrouping of its near-copies (structural signature: the richest of a group is listed, the
 * others link to it); the triggers on `templates` keep the search projection, the typo lexicon
 * and the catalogue version in step. A run never stops on one bad record: it is skipped with its
 * reason.
 * Running the same input twice reports everything unchanged and writes nothing.
 */
export class IngestService {
  private readonly repository: IngestRepository;

  constructor(
    db: Db,
    private readonly documentation: DocumentationProvider,
    private readonly logger?: Logger,
  ) {
    this.repository = new IngestRepository(db);
  }

  async importRecords(
    records: AsyncIterable<IngestRecord> | Iterable<IngestRecord>,
    options: ImportOptions = {},
  ): Promise<IngestSummary> {
    const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    const now = options.now ?? new Date();
    const summary: IngestSummary = {
      imported: 0,
      updated: 0,
      unchanged: 0,
      collapsed: 0,
      skipped: [],
    };
    const firstSource = new Map<string, string>();
    // Whether each template of a regrouped signature is a copy, as the latest regroup left it: a
    // later batch can make an earlier original a copy.
    const copies: CopyState = new Map();
    let processed = 0;
    let batch: PreparedTemplate[] = [];
    let writing: Promise<void> = Promise.resolve();

    const report = () =>
      options.onProgress?.({
        processed,
        imported: summary.imported,
        updated: summary.updated,
        unchanged: summary.unchanged,
        skipped: summary.skipped.length,
      });

    const skip = (source: string, reason: string) => {
      summary.skipped.push({ source, reason });
      processed += 1;
      if (processed % batchSize === 0) report();
    };

    const write = async (templates: PreparedTemplate[]) => {
      const rows = await this.withDocumentation(templates, options.document ?? false);
      // One upsert statement writes documented rows or plain ones, never both.
      const documented = rows.filter((row) => row.documentation);
      const plain = rows.filter((row) => !row.documentation);
      for (const group of [documented, plain]) {
        for (const [source, reason] of await this.writeBatch(group, summary, copies)) {
          summary.skipped.push({ source, reason });
        }
      }
      processed += templates.length;
      report();
    };

    try {
      for await (const record of records) {
        const prepared = safePrepare(record, now);
        if ('skipped' in prepared) {
          skip(record.source, prepared.skipped);
          continue;
        }
        const { template } = prepared;
        const earlier = firstSource.get(template.contentHash);
        if (earlier !== undefined) {
          skip(record.source, `same workflow as ${earlier}`);
          continue;
        }
        firstSource.set(template.contentHash, record.source);
        batch.push(template);
        if (batch.length >= batchSize) {
          // The next batch is prepared while this one is written.
          const full = batch;
          batch = [];
          await writing;
          writing = write(full);
          // Observed now, awaited at the next batch: a failure (a lost database) while the next
          // record is read must not be an unhandled rejection that kills the process.
          writing.catch(() => undefined);
        }
      }
    } finally {
      // A reader that fails mid-way must not leave a batch write unobserved.
      await writing.catch(() => undefined);
    }
    await writing;
    if (batch.length) await write(batch);
    for (const [hash, copy] of copies) if (copy && firstSource.has(hash)) summary.collapsed += 1;
    report();
    return summary;
  }

  /** The rows to write: documented when the run documents all or the record asks for it. */
  private async withDocumentation(
    templates: PreparedTemplate[],
    documentAll: boolean,
  ): Promise<TemplateWrite[]> {
    const rows: TemplateWrite[] = templates.map((template) => ({ template }));
    const pending = rows.filter((row) => documentAll || row.template.document);
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const row = pending[next++];
        row.documentation = await this.documentation.describe(documentationInput(row.template));
      }
    };
    await Promise.all(Array.from({ length: DOCUMENTATION_CONCURRENCY }, worker));
    return rows;
  }

  /**
   * Writes one batch and counts the outcome. When the batch statement fails, the rows are
   * written one by one so that only the bad ones are skipped (each row is atomic); an error
   * that is not about a row's data (a lost connection) is thrown. Returns [source, reason]
   * of the rows the database refused.
   */
  private async writeBatch(
    rows: TemplateWrite[],
    summary: IngestSummary,
    copies: CopyState,
  ): Promise<Array<[string, string]>> {
    const count = ({ outcome, copies: regrouped }: WriteResult, written: number) => {
      for (const what of outcome.values()) {
        if (what === 'inserted') summary.imported += 1;
        else summary.updated += 1;
      }
      summary.unchanged += written - outcome.size;
      for (const [hash, copy] of regrouped) copies.set(hash, copy);
    };
    try {
      count(await this.repository.write(rows), rows.length);
      return [];
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      this.logger?.warn(
        `ingest batch failed (${errorMessage(error)}); writing its rows one by one`,
      );
    }
    const refused: Array<[string, string]> = [];
    for (const row of rows) {
      try {
        count(await this.repository.write([row]), 1);
      } catch (error) {
        if (!isRowError(error)) throw error;
        refused.push([row.template.source, `database refused it: ${errorMessage(error)}`]);
      }
    }
    return refused;
  }
}

/** Whether the database refused a row's data, rather than failed (a lost connection). */
function isRowError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && ROW_ERROR_CLASSES.has(state.slice(0, 2));
}

/** prepareRecord, with an unexpected failure on one record turned into a skip. */
function safePrepare(record: IngestRecord, now: Date): ReturnType<typeof prepareRecord> {
  try {
    return prepareRecord(record, now);
  } catch (error) {
    return { skipped: `could not be read: ${errorMessage(error)}` };
  }
}
