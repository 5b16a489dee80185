import { randomUUID } from 'node:crypto';
import { isStickyNote, listensOnWebhook } from '../../n8n-nodes';
import type { WorkflowJson } from '../templates/template.entity';
import type { N8nWorkflowBody, N8nWorkflowNode } from './n8n-library.types';

/** INode settings that change how a node runs; kept so an import behaves like the original. */
const RUN_SETTINGS = [
  'notes',
  'notesInFlow',
  'retryOnFail',
  'maxTries',
  'waitBetweenTries',
  'alwaysOutputData',
  'executeOnce',
  'onError',
  'continueOnFail',
];

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Credentials as n8n's template set-up reads them: `{type: name}`, never an id or a secret. */
function credentialNames(credentials: unknown): Record<string, string> | undefined {
  if (!isObject(credentials)) return undefined;
  const names = Object.entries(credentials).map(([type, value]): [string, string] => {
    if (typeof value === 'string') return [type, value];
    return [type, isObject(value) && typeof value.name === 'string' ? value.name : ''];
  });
  return names.length ? Object.fromEntries(names) : undefined;
}

function position(value: unknown): [number, number] {
  if (Array.isArray(value) && value.length >= 2 && value.every((n) => Number.isFinite(n))) {
    return [Number(value[0]), Number(value[1])];
  }
  return [0, 0];
}

function toNode(raw: Json, usedIds: Set<string>): N8nWorkflowNode {
  const type = raw.type as string;
  const typeVersion = Number(raw.typeVersion);
  const id = typeof raw.id === 'string' && raw.id && !usedIds.has(raw.id) ? raw.id : randomUUID();
  usedIds.add(id);
  const node: N8nWorkflowNode = {
    id,
    name: raw.name as string,
    type,
    typeVersion: Number.isFinite(typeVersion) && typeVersion > 0 ? typeVersion : 1,
    position: position(raw.position),
    parameters: isObject(raw.parameters) ? raw.parameters : {},
  };
  const credentials = credentialNames(raw.credentials);
  if (credentials) node.credentials = credentials;
  if (raw.webhookId !== undefined || listensOnWebhook(type)) {
    node.webhookId = randomUUID();
  }
  if (typeof raw.disabled === 'boolean') node.disabled = raw.disabled;
  for (const setting of RUN_SETTINGS) {
    if (raw[setting] !== undefined) node[setting] = raw[setting];
  }
  return node;
}

/** Connections without links to nodes that do not exist (some exports carry them). */
function cleanConnections(connections: unknown, names: Set<string>): Json {
  if (!isObject(connections)) return {};
  const kept = Object.entries(connections).filter(
    (entry): entry is [string, Json] => names.has(entry[0]) && isObject(entry[1]),
  );
  return Object.fromEntries(
    kept.map(([source, outputs]) => [
      source,
      Object.fromEntries(
        Object.entries(outputs).map(([kind, slots]) => [
          kind,
          Array.isArray(slots)
            ? slots.map((targets) =>
                Array.isArray(targets)
                  ? targets.filter((t) => isObject(t) && names.has(t.node as string))
                  : [],
              )
            : [],
        ]),
      ),
    ]),
  );
}

/**
 * The stored workflow as n8n imports it (`IWorkflowTemplate.workflow`): credentials reduced to
 * their names, a fresh `webhookId` on every listening node so two imports never share a webhook
 * path, unique node ids, and no `pinData` (pinned sample runs can hold the author's real data).
 */
export function toImportableWorkflow(workflow: WorkflowJson): N8nWorkflowBody {
  const rawNodes = Array.isArray(workflow?.nodes) ? (workflow.nodes as unknown[]) : [];
  const usedIds = new Set<string>();
  const nodes = rawNodes
    .filter(
      (n): n is Json => isObject(n) && typeof n.type === 'string' && typeof n.name === 'string',
    )
    .map((raw) => toNode(raw, usedIds));
  const body: N8nWorkflowBody = {
    nodes,
    connections: cleanConnections(workflow?.connections, new Set(nodes.map((n) => n.name))),
  };
  const settings = workflow?.settings;
  if (isObject(settings) && typeof settings.executionOrder === 'string') {
    body.settings = { executionOrder: settings.executionOrder };
  }
  return body;
}

/** `ITemplatesWorkflowInfo.nodeTypes` and each type's highest typeVersion, sticky notes aside. */
export function nodeTypeStats(nodes: N8nWorkflowNode[]): {
  counts: Record<string, { count: number }>;
  versions: Map<string, number>;
} {
  const counts: Record<string, { count: number }> = Object.create(null);
  const versions = new Map<string, number>();
  for (const node of nodes) {
    if (isStickyNote(node.type)) continue;
    counts[node.type] = { count: (counts[node.type]?.count ?? 0) + 1 };
    versions.set(node.type, Math.max(versions.get(node.type) ?? 0, node.typeVersion));
  }
  return { counts, versions };
}
