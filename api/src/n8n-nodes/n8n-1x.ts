import { BASE_NODE_TYPES, LANGCHAIN_NODE_TYPES, N8N_TABLE_VERSION } from './n8n-1x-node-types';
import { BASE_PACKAGE, LANGCHAIN_PACKAGE, parseNodeType } from './node-type';

/** The n8n release whose built-in node types FlowVault checks templates against. */
export const N8N_1X_VERSION = N8N_TABLE_VERSION;

/** Newest typeVersion by node name, per built-in package; Maps, so `constructor` is no node type. */
const BUILT_IN = new Map<string, ReadonlyMap<string, number>>([
  [BASE_PACKAGE, new Map(Object.entries(BASE_NODE_TYPES))],
  [LANGCHAIN_PACKAGE, new Map(Object.entries(LANGCHAIN_NODE_TYPES))],
]);

/**
 * Where a node type stands in n8n 1.x:
 * - `built-in`: one of the types n8n ships, at a typeVersion it knows;
 * - `community`: from another package, which the n8n instance must install first;
 * - `unknown`: claims a built-in package (or none) but n8n has no such type;
 * - `newer`: a built-in type at a typeVersion newer than n8n 1.x knows (`newest` is the newest).
 */
export type N8n1xNodeType =
  { status: 'built-in' | 'community' | 'unknown' } | { status: 'newer'; newest: number };

/** How n8n 1.x (N8N_1X_VERSION) would take a node of `type` at `typeVersion`. */
export function n8n1xNodeType(type: string, typeVersion?: unknown): N8n1xNodeType {
  const { package: pkg, name } = parseNodeType(type);
  const known = BUILT_IN.get(pkg);
  if (!known) return { status: pkg === '' ? 'unknown' : 'community' };
  const newest = known.get(name);
  if (newest === undefined) return { status: 'unknown' };
  if (typeof typeVersion === 'number' && typeVersion > newest) return { status: 'newer', newest };
  return { status: 'built-in' };
}
