import { createHash } from 'node:crypto';

interface HashableNode {
  name?: unknown;
  type?: unknown;
  typeVersion?: unknown;
  parameters?: unknown;
}

/** A copy with object keys sorted at every level and undefined members left out. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined) out[key] = sortKeys(item);
    }
    return out;
  }
  return value;
}

/** JSON with object keys sorted at every level, so key order never changes the hash. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

/**
 * The identity of a workflow: sha256 over its nodes reduced to name, type, typeVersion and
 * parameters (each node serialised canonically, the list sorted, which orders it by name first)
 * plus its connections. Ids, positions, webhookIds, credentials, notes and every top-level
 * field besides nodes and connections are left out, so a re-export of the same workflow, or the
 * same workflow ingested again, is recognised. The ingest hashes the scrubbed workflow, so a copy
 * that still held a secret matches the published one.
 *
 * `keysSorted` says every object's keys are already sorted (scrubWorkflow's output), which
 * skips the sorting copy; the hash is the same either way.
 */
export function contentHash(
  workflow: { nodes: readonly HashableNode[]; connections?: unknown },
  { keysSorted = false }: { keysSorted?: boolean } = {},
): string {
  const serialise = keysSorted
    ? (value: unknown) => JSON.stringify(value) ?? 'null'
    : canonicalJson;
  const nodes = workflow.nodes
    .map((node) =>
      // Keys in sorted order, as canonicalJson would put them.
      serialise({
        name: node.name ?? null,
        parameters: node.parameters ?? {},
        type: node.type ?? null,
        typeVersion: node.typeVersion ?? null,
      }),
    )
    .sort();
  const connections = serialise(workflow.connections ?? {});
  return createHash('sha256')
    .update(`{"connections":${connections},"nodes":[${nodes.join(',')}]}`)
    .digest('hex');
}
