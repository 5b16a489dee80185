import { randomUUID } from 'node:crypto';
import { fitUnits } from '@flowvault/shared';

/** How a node reacts to an error, by n8n's `onError` values. */
export type N8nOnError = 'continueErrorOutput' | 'continueRegularOutput' | 'stopWorkflow';

/** A node as n8n's public API accepts it (node.yml), with the fields n8n needs to run it. */
export interface N8nNodeBody {
  id?: string;
  name: string;
  type: string;
  typeVersion: number;
  position: [number, number];
  parameters: Record<string, unknown>;
  /** By credential type: only the credential's name, which n8n matches in the user's project. */
  credentials?: Record<string, { name: string }>;
  disabled?: boolean;
  notes?: string;
  notesInFlow?: boolean;
  webhookId?: string;
  executeOnce?: boolean;
  alwaysOutputData?: boolean;
  retryOnFail?: boolean;
  maxTries?: number;
  waitBetweenTries?: number;
  onError?: N8nOnError;
}

export interface N8nConnection {
  node: string;
  type: string;
  index: number;
}

/** Source node name → output kind (`main`, `ai_tool` ...) → one list of targets per output. */
export type N8nConnections = Record<string, Record<string, N8nConnection[][]>>;

/** The settings of workflowSettings.yml that FlowVault carries over; the others are left out. */
export interface N8nWorkflowSettings {
  executionOrder?: 'v0' | 'v1';
  saveManualExecutions?: boolean;
  saveDataErrorExecution?: 'all' | 'none';
  saveDataSuccessExecution?: 'all' | 'none';
  saveExecutionProgress?: boolean;
  executionTimeout?: number;
  timezone?: string;
}

/** The body of n8n's `POST /api/v1/workflows`. */
export interface N8nWorkflowBody {
  name: string;
  nodes: N8nNodeBody[];
  connections: N8nConnections;
  settings: N8nWorkflowSettings;
  staticData?: Record<string, unknown> | null;
}

/** n8n stores workflow names in a varchar(128) column (WorkflowEntity, `@Length(1, 128)`). */
export const N8N_NAME_MAX_LENGTH = 128;
export const DEFAULT_WORKFLOW_NAME = 'Imported workflow';

/** Node types that serve a webhook URL of their own, by the part after the last dot. */
const WEBHOOK_TYPES = new Set(['webhook', 'formTrigger', 'chatTrigger', 'mcpTrigger']);
const ON_ERROR = new Set<unknown>(['continueErrorOutput', 'continueRegularOutput', 'stopWorkflow']);
const SAVE_DATA = new Set<unknown>(['all', 'none']);
const EXECUTION_ORDERS = new Set<unknown>(['v0', 'v1']);
const BOOLEAN_FIELDS = [
  'disabled',
  'notesInFlow',
  'executeOnce',
  'alwaysOutputData',
  'retryOnFail',
] as const;
const NUMBER_FIELDS = ['maxTries', 'waitBetweenTries'] as const;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A deep copy holding only JSON values, so the body never shares objects with the input. */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** True when `zone` is an IANA time zone this runtime (and so n8n's) knows. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function reduceSettings(value: unknown): N8nWorkflowSettings {
  if (!isObject(value)) return {};
  const settings: N8nWorkflowSettings = {};
  const { executionOrder, saveDataErrorExecution, saveDataSuccessExecution, timezone } = value;
  if (EXECUTION_ORDERS.has(executionOrder)) {
    settings.executionOrder = executionOrder as 'v0' | 'v1';
  }
  if (typeof value.saveManualExecutions === 'boolean') {
    settings.saveManualExecutions = value.saveManualExecutions;
  }
  // 'DEFAULT', as older editors wrote, means "the instance's setting": leaving it out says the same.
  if (SAVE_DATA.has(saveDataErrorExecution)) {
    settings.saveDataErrorExecution = saveDataErrorExecution as 'all' | 'none';
  }
  if (SAVE_DATA.has(saveDataSuccessExecution)) {
    settings.saveDataSuccessExecution = saveDataSuccessExecution as 'all' | 'none';
  }
  if (typeof value.saveExecutionProgress === 'boolean') {
    settings.saveExecutionProgress = value.saveExecutionProgress;
  }
  if (isNumber(value.executionTimeout)) settings.executionTimeout = value.executionTimeout;
  if (typeof timezone === 'string' && isTimeZone(timezone)) settings.timezone = timezone;
  return settings;
}

/** Old exports store a credential as its bare name; newer ones as `{id, name}`. */
function reduceCredentials(value: unknown): Record<string, { name: string }> | undefined {
  if (!isObject(value)) return undefined;
  const credentials = Object.entries(value).flatMap(([type, credential]) => {
    const name = isObject(credential) ? credential.name : credential;
    return nonEmpty(name) ? [[type, { name }] as const] : [];
  });
  return credentials.length > 0 ? Object.fromEntries(credentials) : undefined;
}

function typeVersionOf(value: unknown): number {
  if (isNumber(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) && Number(value) > 0) {
    return Number(value);
  }
  return 1;
}

function positionOf(value: unknown): [number, number] {
  if (Array.isArray(value) && isNumber(value[0]) && isNumber(value[1])) return [value[0], value[1]];
  return [0, 0];
}

function isWebhookNode(node: Json, type: string): boolean {
  return 'webhookId' in node || WEBHOOK_TYPES.has(type.slice(type.lastIndexOf('.') + 1));
}

function ownName(node: Json): string | undefined {
  const name = typeof node.name === 'number' ? String(node.name) : node.name;
  return nonEmpty(name) ? name : undefined;
}

/**
 * Each node's name: its own where it is the first to hold it, since connections point at names;
 * otherwise its own name or its type's with a number appended, the way n8n's editor does, so a
 * nameless node or a second "Set" still gets a name no other node holds.
 */
function nodeNames(nodes: Json[]): string[] {
  const taken = new Set<string>();
  const kept = nodes.map((node) => {
    const name = ownName(node);
    if (name === undefined || taken.has(name)) return undefined;
    taken.add(name);
    return name;
  });
  return nodes.map((node, i) => {
    if (kept[i] !== undefined) return kept[i];
    const type = nonEmpty(node.type) ? node.type : '';
    const base = ownName(node) ?? (type.slice(type.lastIndexOf('.') + 1) || 'Node');
    let name = base;
    for (let n = 1; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    return name;
  });
}

function reduceNode(node: Json, name: string, ids: Set<string>, newId: () => string): N8nNodeBody {
  const type = nonEmpty(node.type) ? node.type : 'n8n-nodes-base.noOp';
  const reduced: N8nNodeBody = {
    name,
    type,
    typeVersion: typeVersionOf(node.typeVersion),
    position: positionOf(node.position),
    parameters: isObject(node.parameters) ? copy(node.parameters) : {},
  };
  // A repeated id would make n8n's editor confuse two nodes; without one, n8n assigns a fresh id.
  if (nonEmpty(node.id) && !ids.has(node.id)) {
    ids.add(node.id);
    reduced.id = node.id;
  }
  const credentials = reduceCredentials(node.credentials);
  if (credentials) reduced.credentials = credentials;
  for (const field of BOOLEAN_FIELDS) {
    const value = node[field];
    if (typeof value === 'boolean') reduced[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = node[field];
    if (isNumber(value)) reduced[field] = value;
  }
  if (typeof node.notes === 'string') reduced.notes = node.notes;
  if (ON_ERROR.has(node.onError)) reduced.onError = node.onError as N8nOnError;
  // The deprecated `continueOnFail: true` is what n8n now calls continuing on the regular output.
  else if (node.continueOnFail === true) reduced.onError = 'continueRegularOutput';
  // A copy that kept the original's webhookId would take over the original's production URL.
  if (isWebhookNode(node, type)) {
    reduced.webhookId = newId();
    // n8n's editor gives a new webhook node its webhookId as its path: such a path is the old URL.
    const { parameters } = reduced;
    if (nonEmpty(node.webhookId) && parameters.path === node.webhookId) {
      parameters.path = reduced.webhookId;
    }
  }
  return reduced;
}

/** A connection naming a node of the workflow, with a non-negative integer input index. */
function reduceConnection(value: unknown, kind: string, names: Set<string>) {
  if (!isObject(value) || typeof value.node !== 'string' || !names.has(value.node)) return null;
  const type = value.type === undefined ? kind : value.type;
  const index = value.index === undefined ? 0 : value.index;
  if (!nonEmpty(type) || !Number.isInteger(index) || (index as number) < 0) return null;
  return { node: value.node, type, index: index as number };
}

/** The outputs of one source node that still lead somewhere, by kind. */
function reduceOutputs(outputs: Json, names: Set<string>): Record<string, N8nConnection[][]> {
  const kinds = Object.entries(outputs).flatMap(([kind, slots]) => {
    if (!Array.isArray(slots)) return [];
    // Every output keeps its place, emptied if need be, so output 2 stays output 2.
    const reduced = slots.map((slot) =>
      Array.isArray(slot)
        ? slot.flatMap((target) => reduceConnection(target, kind, names) ?? [])
        : [],
    );
    return reduced.some((slot) => slot.length > 0) ? [[kind, reduced] as const] : [];
  });
  return Object.fromEntries(kinds);
}

/** Built with Object.fromEntries, so a node named `__proto__` is a key like any other. */
function reduceConnections(value: unknown, names: Set<string>): N8nConnections {
  if (!isObject(value)) return {};
  const sources = Object.entries(value).flatMap(([source, outputs]) => {
    if (!names.has(source) || !isObject(outputs)) return [];
    const kinds = reduceOutputs(outputs, names);
    return Object.keys(kinds).length > 0 ? [[source, kinds] as const] : [];
  });
  return Object.fromEntries(sources);
}

/**
 * A workflow export of any n8n age reduced to exactly what n8n's public API accepts in
 * `POST /api/v1/workflows`, so that no import is refused for an extra or read-only
 * property: `active`, `id`, `tags`, `pinData`, `meta`, `versionId` and the rest never leave.
 * Values n8n's schema would refuse are left out rather than sent; nodes lacking what n8n needs to
 * run them get safe defaults rather than being dropped, so connections still resolve; every node
 * that serves a webhook gets a fresh `webhookId`; credentials keep only their names. The n8n
 * templates API form `{workflow: {nodes, connections}}` is unwrapped; anything that is not an
 * object reduces to an empty workflow. The input is never modified.
 */
export function workflowForN8nApi(
  workflow: unknown,
  options: { name?: string; newId?: () => string } = {},
): N8nWorkflowBody {
  let source = isObject(workflow) ? workflow : {};
  if (!('nodes' in source) && isObject(source.workflow)) source = source.workflow;
  const name = [source.name, options.name].find(nonEmpty)?.trim() ?? DEFAULT_WORKFLOW_NAME;
  const objects = (Array.isArray(source.nodes) ? source.nodes : []).filter(isObject);
  const names = nodeNames(objects);
  const ids = new Set<string>();
  const newId = options.newId ?? randomUUID;
  const nodes = objects.map((node, i) => reduceNode(node, names[i], ids, newId));
  const body: N8nWorkflowBody = {
    name: fitUnits(name, N8N_NAME_MAX_LENGTH),
    nodes,
    connections: reduceConnections(source.connections, new Set(names)),
    settings: reduceSettings(source.settings),
  };
  if (source.staticData === null) body.staticData = null;
  else if (isObject(source.staticData)) body.staticData = copy(source.staticData);
  return body;
}
