import { UNSAFE_INPUT, unsafeInput } from '../../core/unsafe-input';
import type { TemplateSource, WorkflowJson } from '../templates/template.entity';
import { deriveTemplate, type DerivedTemplate } from './rules';

/** One workflow offered to the ingest, from a file, a JSONL line or the demo seed's files. */
export interface IngestRecord {
  /** Where it came from, for the summary: a file path, `file.jsonl:12`, `file.json[3]`. */
  source: string;
  name?: string;
  workflow: unknown;
  author?: string;
  description?: string;
  /** `owner/name` on GitHub; its owner is the author when none is given. */
  sourceRepo?: string;
  sourcePath?: string;
  license?: string;
  createdAt?: string | Date;
  /**
   * Age of the listing in days when no createdAt is given: it is dated this many days before the
   * import, so demo data keeps its spread of "Today" and older listings whenever it is loaded.
   */
  daysAgo?: number;
  /** Generate this record's documentation block even when the run does not document all. */
  document?: boolean;
  /** Set by a reader that could not produce a workflow; the record is skipped with this reason. */
  problem?: string;
}

export const MAX_NAME_LENGTH = 200;
export const MAX_WORKFLOW_BYTES = 5 * 1024 * 1024;
export const DEFAULT_AUTHOR = 'n8n community';

/** A record that passed validation, with everything the templates table stores. */
export interface PreparedTemplate extends DerivedTemplate {
  source: string;
  name: string;
  author: string;
  origin: TemplateSource | null;
  createdAt: string | null;
  /** The record asked for its documentation block. */
  document: boolean;
  /** The scrubbed workflow as JSON, measured against MAX_WORKFLOW_BYTES and sent as is. */
  workflowJson: string;
}

export type Preparation = { template: PreparedTemplate } | { skipped: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Why a workflow cannot be a template, or undefined when its shape is usable. */
export function workflowProblem(workflow: unknown): string | undefined {
  if (!isObject(workflow)) return 'workflow is not a JSON object';
  const { nodes, connections } = workflow;
  if (!Array.isArray(nodes) || nodes.length === 0) return 'workflow has no nodes';
  const bad = nodes.findIndex((node) => !isObject(node) || typeof node.type !== 'string');
  if (bad !== -1) return `node ${bad + 1} has no type`;
  if (connections !== undefined && !isObject(connections)) return 'connections is not an object';
  return undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The record's date as ISO text (null when it has none), or why it has no usable one. */
function createdAtOf(
  { createdAt, daysAgo }: IngestRecord,
  now: Date,
): { date: string | null } | { problem: string } {
  if (createdAt !== undefined) {
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime())) return { problem: 'createdAt is not a date' };
    return { date: date.toISOString() };
  }
  if (daysAgo === undefined) return { date: null };
  if (!Number.isFinite(daysAgo) || daysAgo < 0) {
    return { problem: 'daysAgo is not a number of days' };
  }
  return { date: new Date(now.getTime() - daysAgo * DAY_MS).toISOString() };
}

/**
 * Validates one record and derives its template. Skipped, with the reason: a reader problem, a
 * workflow without an object shape, nodes or typed nodes, nested more than 64 levels deep,
 * connections that are not an object
 * (missing ones become {}), no name (record name, then workflow name), a name over
 * MAX_NAME_LENGTH characters, an invalid createdAt or a negative daysAgo, a scrubbed workflow over
 * MAX_WORKFLOW_BYTES. Author: the record's, else the owner of sourceRepo, else DEFAULT_AUTHOR.
 * `daysAgo` counts back from `now`.
 */
export function prepareRecord(record: IngestRecord, now: Date = new Date()): Preparation {
  if (record.problem) return { skipped: record.problem };
  const problem = workflowProblem(record.workflow);
  if (problem) return { skipped: problem };
  // The rules walk a workflow recursively: one nested deeper than any input may be is skipped
  // before they run out of stack on it (docs/DECISIONS.md, "Ingest").
  const tooDeep = unsafeInput({ workflow: record.workflow }).find(
    ({ problem: found }) => found === UNSAFE_INPUT.depth,
  );
  if (tooDeep) return { skipped: `${tooDeep.field} ${tooDeep.problem}` };
  const raw = record.workflow as Record<string, unknown>;
  const name = text(record.name) ?? text(raw.name);
  if (!name) return { skipped: 'workflow has no name' };
  if (name.length > MAX_NAME_LENGTH) {
    return { skipped: `name is longer than ${MAX_NAME_LENGTH} characters (${name.length})` };
  }
  const created = createdAtOf(record, now);
  if ('problem' in created) return { skipped: created.problem };
  // A workflow without its own name takes the template's, so a download imports under it.
  const workflow = {
    ...raw,
    name: raw.name ?? name,
    connections: raw.connections ?? {},
  } as WorkflowJson;
  const derived = deriveTemplate(workflow, { description: record.description });
  const workflowJson = JSON.stringify(derived.workflow);
  const bytes = Buffer.byteLength(workflowJson);
  if (bytes > MAX_WORKFLOW_BYTES) {
    return { skipped: `workflow is larger than 5 MB (${(bytes / 1024 / 1024).toFixed(1)} MB)` };
  }
  const repo = text(record.sourceRepo);
  const origin =
    repo || record.sourcePath || record.license
      ? {
          repo: repo ?? null,
          path: text(record.sourcePath) ?? null,
          license: text(record.license) ?? null,
        }
      : null;
  return {
    template: {
      ...derived,
      source: record.source,
      name,
      author: text(record.author) ?? repo?.split('/')[0] ?? DEFAULT_AUTHOR,
      origin,
      createdAt: created.date,
      document: record.document === true,
      workflowJson,
    },
  };
}
