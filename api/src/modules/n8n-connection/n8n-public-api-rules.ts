/**
 * The request-body rules of n8n's public API `POST /api/v1/workflows` as n8n 1.123 enforces them,
 * transcribed from its OpenAPI schemas (n8n-io/n8n, packages/cli/src/public-api/v1/handlers/
 * workflows/spec/schemas/: workflow.yml, node.yml, workflowSettings.yml) and applied the way
 * express-openapi-validator applies them (validateRequests: true, no removeAdditional, no type
 * coercion of bodies, its own `readOnly` keyword). Messages are the validator's, which n8n sends
 * back as `{"message": ...}` with status 400. Used by the ingest's compatibility check, by the
 * tests of the reduction and by the n8n stand-in, so all three hold FlowVault to the same rules.
 */
import { N8N_NAME_MAX_LENGTH } from './n8n-workflow-body';

type Schema =
  | { anyOf: Schema[] }
  | {
      type: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
      enum?: string[];
      nullable?: boolean;
      readOnly?: boolean;
      format?: 'jsonString';
      items?: Schema;
      properties?: Record<string, Schema>;
      additionalProperties?: boolean;
      required?: string[];
    };

const string: Schema = { type: 'string' };
const number: Schema = { type: 'number' };
const boolean: Schema = { type: 'boolean' };
const readOnly = (schema: Schema): Schema => ({ ...schema, readOnly: true });

/** node.yml: no required fields; `continueOnFail` is deprecated but still accepted. */
const NODE: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: string,
    name: string,
    webhookId: string,
    disabled: boolean,
    notesInFlow: boolean,
    notes: string,
    type: string,
    typeVersion: number,
    executeOnce: boolean,
    alwaysOutputData: boolean,
    retryOnFail: boolean,
    maxTries: number,
    waitBetweenTries: number,
    continueOnFail: boolean,
    onError: string,
    position: { type: 'array', items: number },
    parameters: { type: 'object', additionalProperties: true },
    credentials: { type: 'object' },
    createdAt: readOnly(string),
    updatedAt: readOnly(string),
  },
};

/**
 * workflowSettings.yml as of 1.123. `executionTimeout` also carries `maxLength: 3600`, which the
 * validator ignores for numbers. Later schemas add redactionPolicy, customTelemetryTags and the
 * workerPoolOverride* settings; n8n 1.123 refuses them as additional properties.
 */
const SETTINGS: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    saveExecutionProgress: boolean,
    saveManualExecutions: boolean,
    saveDataErrorExecution: { type: 'string', enum: ['all', 'none'] },
    saveDataSuccessExecution: { type: 'string', enum: ['all', 'none'] },
    executionTimeout: number,
    errorWorkflow: string,
    timezone: string,
    executionOrder: string,
    callerPolicy: {
      type: 'string',
      enum: ['any', 'none', 'workflowsFromAList', 'workflowsFromSameOwner'],
    },
    callerIds: string,
    timeSavedPerExecution: number,
    availableInMCP: boolean,
  },
};

/**
 * workflow.yml: name, nodes, connections and settings are required; the read-only properties are
 * refused with "is read-only", anything unknown (pinData, description, nodeGroups ...) as an
 * additional property.
 */
const WORKFLOW: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'nodes', 'connections', 'settings'],
  properties: {
    id: readOnly(string),
    name: string,
    active: readOnly(boolean),
    createdAt: readOnly(string),
    updatedAt: readOnly(string),
    isArchived: readOnly(boolean),
    versionId: readOnly(string),
    triggerCount: readOnly({ type: 'integer' }),
    meta: readOnly({ type: 'object', nullable: true }),
    tags: readOnly({ type: 'array' }),
    nodes: { type: 'array', items: NODE },
    connections: { type: 'object' },
    settings: SETTINGS,
    staticData: {
      anyOf: [
        { type: 'string', format: 'jsonString', nullable: true },
        { type: 'object', nullable: true },
      ],
    },
  },
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    default:
      return isObject(value);
  }
}

function isJsonString(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function violations(value: unknown, schema: Schema, path: string, found: string[]): void {
  if ('anyOf' in schema) {
    const matches = schema.anyOf.some((option) => {
      const inner: string[] = [];
      violations(value, option, path, inner);
      return inner.length === 0;
    });
    if (!matches) found.push(`${path} must match a schema in anyOf`);
    return;
  }
  if (schema.readOnly && value !== null && value !== undefined) {
    found.push(`${path} is read-only`);
    return;
  }
  if (value === null && schema.nullable) return;
  if (!hasType(value, schema.type)) {
    found.push(`${path} must be ${schema.type}`);
    return;
  }
  if (schema.enum && !schema.enum.includes(value as string)) {
    found.push(`${path} must be equal to one of the allowed values: ${schema.enum.join(', ')}`);
  }
  if (schema.format === 'jsonString' && !isJsonString(value as string)) {
    found.push(`${path} must match format "jsonString"`);
  }
  if (schema.type === 'array' && schema.items) {
    const items = schema.items;
    (value as unknown[]).forEach((item, i) => violations(item, items, `${path}/${i}`, found));
  }
  if (schema.type !== 'object') return;
  const object = value as Record<string, unknown>;
  for (const key of schema.required ?? []) {
    if (!Object.hasOwn(object, key)) found.push(`${path} must have required property '${key}'`);
  }
  const properties = schema.properties ?? {};
  if (
    schema.additionalProperties === false &&
    Object.keys(object).some((k) => !Object.hasOwn(properties, k))
  ) {
    found.push(`${path} must NOT have additional properties`);
  }
  for (const [key, property] of Object.entries(properties)) {
    if (Object.hasOwn(object, key)) violations(object[key], property, `${path}/${key}`, found);
  }
}

/**
 * Every reason n8n 1.123 would refuse `body` as the JSON body of `POST /api/v1/workflows`, in the
 * validator's words (`request/body must NOT have additional properties`), or none. n8n itself
 * stops at the first and answers it as `{"message": ...}`.
 */
export function n8nApiViolations(body: unknown): string[] {
  const found: string[] = [];
  violations(body, WORKFLOW, 'request/body', found);
  // Not in the OpenAPI schema: on PostgreSQL a longer name fails n8n's insert.
  if (isObject(body) && typeof body.name === 'string' && body.name.length > N8N_NAME_MAX_LENGTH) {
    found.push(`request/body/name must NOT have more than ${N8N_NAME_MAX_LENGTH} characters`);
  }
  return found;
}
