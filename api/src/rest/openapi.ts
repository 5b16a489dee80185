import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import { ERROR_STATUS, type ErrorCode } from '../core/app-error';
import { isListProperty, type InputClass } from '../core/validate-input';
import { REPO_ROOT, type Env } from '../config/env';
import type { RestSurface } from './rest-surfaces';
import { route, type RouteDefinition } from './route';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it). */
export type Schema = { [keyword: string]: unknown };
type Operation = { [field: string]: unknown };

/** The parts of an OpenAPI 3.1 document FlowVault writes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    securitySchemes: Record<string, Schema>;
  };
}

const SCHEMAS = '#/components/schemas/';

/** Where class-transformer keeps `@Type`; the package exposes it only at this path. */
const { defaultMetadataStorage: transformerMetadata } =
  require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

/** The one error body of every REST surface. */
const ERROR_BODY: Schema = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', enum: Object.keys(ERROR_STATUS), description: 'A stable code.' },
    message: { type: 'string', description: 'Text a person can read.' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'With `validation_error`: each field that breaks a rule, with its problem.',
    },
  },
};

const ERROR_MEANING: Record<ErrorCode, string> = {
  validation_error: 'the input breaks a rule; `fields` names each field and its problem',
  unauthorized: 'no valid bearer token',
  forbidden: 'the account’s role may not do this',
  subscription_limit_reached: 'the plan’s limit is used up; the body carries the upgrade data',
  subscription_required: 'a paid plan is needed; the body carries the upgrade data',
  email_unverified: 'the account’s address is not verified yet; the message says how to verify it',
  not_found: 'nothing there',
  conflict: 'the state changed meanwhile',
  payload_too_large: 'the body is over 1 MB',
  rate_limited: 'too many requests; `Retry-After` says when to try again',
  upstream_error: 'a service we depend on failed',
  service_unavailable:
    'the database cannot be reached for now; `Retry-After` says when to try again',
  mail_unavailable: 'this server cannot send email (no SMTP server is set up), so it was not tried',
  internal_error: 'something went wrong on our side; never a stack trace',
};

/** `GET /api/openapi.json`: the document describing every REST surface, this route included. */
export function openApiRoute(document: () => OpenApiDocument): RouteDefinition {
  return route({
    method: 'get',
    path: '/openapi.json',
    summary: 'This document: the REST surfaces in OpenAPI 3.1',
    tags: ['openapi'],
    response: 'The OpenAPI 3.1 document.',
    handler: () => document(),
  });
}

/**
 * The OpenAPI 3.1 document of the given surfaces, written from their route definitions: paths
 * and operations from the definitions, parameters and bodies from their input classes (through
 * class-validator-jsonschema, so a limit's `maximum` is the class-validator rule itself).
 */
export function openApiDocument(surfaces: readonly RestSurface[], env: Env): OpenApiDocument {
  const inputs = new InputSchemas();
  const paths: OpenApiDocument['paths'] = {};
  for (const surface of surfaces) {
    for (const definition of surface.routes) {
      const openApiPath = surface.base + definition.path.replace(/:(\w+)/g, '{$1}');
      paths[openApiPath] ??= {};
      paths[openApiPath][definition.method] = operation(definition, surface, inputs);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FlowVault',
      version: apiVersion(),
      description:
        'The REST facade under /api and the n8n templates API under /n8n. Every error answers ' +
        '`ErrorBody`; a validation error names each bad field in `fields`.',
    },
    servers: [{ url: env.publicUrl }],
    paths,
    components: {
      schemas: { ...inputs.used(), ErrorBody: ERROR_BODY },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

function operation(definition: RouteDefinition, surface: RestSurface, inputs: InputSchemas) {
  const status = definition.status ?? 200;
  return {
    tags: definition.tags,
    summary: definition.summary,
    description: definition.description,
    parameters: [...pathParameters(definition, inputs), ...queryParameters(definition, inputs)],
    requestBody: definition.body && {
      required: !definition.bodyOptional,
      content: { 'application/json': { schema: inputs.ref(definition.body) } },
    },
    responses: {
      [status]: {
        description: definition.response,
        ...(status !== 204 && { content: { 'application/json': {} } }),
      },
      ...errorResponses(definition, surface),
    },
    security: definition.roles && [{ bearer: [] }],
  };
}

function pathParameters(definition: RouteDefinition, inputs: InputSchemas): Schema[] {
  const names = [...definition.path.matchAll(/:(\w+)/g)].map(([, name]) => name);
  const declared = definition.params ? inputs.properties(definition.params) : {};
  return names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: declared[name] ?? { type: 'string' },
  }));
}

/**
 * One parameter per property of the query class. A query string gives a property one value
 * unless the class declares it a list, so only lists are documented as arrays.
 */
function queryParameters(definition: RouteDefinition, inputs: InputSchemas): Schema[] {
  const Query = definition.query;
  if (!Query) return [];
  const required = inputs.required(Query);
  return Object.entries(inputs.properties(Query)).map(([name, property]) => {
    const list = isListProperty(Query, name);
    const { description, ...schema } = list ? property : singleValue(property);
    return {
      name,
      in: 'query',
      required: required.includes(name),
      ...(description !== undefined && { description }),
      schema,
      ...(list && { style: 'form', explode: true }),
    };
  });
}

function singleValue(property: Schema): Schema {
  if (property.type !== 'array' || !property.items) return property;
  const { type: _type, items, ...rest } = property;
  return { ...rest, ...(items as Schema) };
}

/** The error answers a route can give, grouped by status, each with the shared body. */
function errorResponses(definition: RouteDefinition, surface: RestSurface) {
  const codes = new Set<ErrorCode>([
    ...(definition.query || definition.body ? (['validation_error'] as const) : []),
    ...(definition.body ? (['payload_too_large'] as const) : []),
    ...(definition.roles ? (['unauthorized'] as const) : []),
    ...(definition.roles?.length ? (['forbidden'] as const) : []),
    ...(definition.notFound ? (['not_found'] as const) : []),
    ...(definition.errors ?? []),
    ...(surface.errors ?? []),
    'service_unavailable',
    'internal_error',
  ]);
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const meaning =
      code === 'not_found' && definition.notFound ? definition.notFound : ERROR_MEANING[code];
    const described = byStatus.get(ERROR_STATUS[code]) ?? [];
    byStatus.set(ERROR_STATUS[code], [...described, `\`${code}\`: ${meaning}.`]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, meanings]) => [
      status,
      {
        description: meanings.join(' '),
        content: { 'application/json': { schema: { $ref: `${SCHEMAS}ErrorBody` } } },
      },
    ]),
  );
}

/**
 * The JSON Schemas class-validator-jsonschema derives from the input classes' rules, looked up by
 * constructor (`targetConstructorToSchema`) rather than from the whole metadata store by class
 * name, so another class of the same name elsewhere can never be described instead. `used()` is
 * every class the document refers to, with the nested input classes those refer to in turn.
 */
class InputSchemas {
  private readonly schemas = new Map<InputClass, Schema>();

  ref(Class: InputClass): Schema {
    this.schemaOf(Class);
    return { $ref: SCHEMAS + Class.name };
  }

  properties(Class: InputClass): Record<string, Schema> {
    return (this.schemaOf(Class).properties ?? {}) as Record<string, Schema>;
  }

  required(Class: InputClass): string[] {
    return (this.schemaOf(Class).required ?? []) as string[];
  }

  used(): Record<string, Schema> {
    const pending = [...this.schemas.keys()];
    const found = new Map<string, InputClass>();
    while (pending.length > 0) {
      const Class = pending.pop()!;
      const known = found.get(Class.name);
      if (known && known !== Class) throw new Error(`Two input classes are named ${Class.name}`);
      if (known) continue;
      found.set(Class.name, Class);
      pending.push(...nestedInputs(Class));
    }
    return Object.fromEntries([...found].map(([name, Class]) => [name, this.schemaOf(Class)]));
  }

  private schemaOf(Class: InputClass): Schema {
    let schema = this.schemas.get(Class);
    if (!schema) {
      schema = targetConstructorToSchema(Class, {
        refPointerPrefix: SCHEMAS,
        classTransformerMetadataStorage: transformerMetadata,
      }) as Schema;
      this.schemas.set(Class, schema);
    }
    return schema;
  }
}

/** The input classes `Class` nests (`@ValidateNested`, typed by `@Type` or the property type). */
function nestedInputs(Class: InputClass): InputClass[] {
  return getMetadataStorage()
    .getTargetValidationMetadatas(Class, '', true, false)
    .filter((rule) => rule.type === ValidationTypes.NESTED_VALIDATION)
    .map((rule) => {
      const owner = rule.target as InputClass;
      const declared = transformerMetadata.findTypeMetadata(owner, rule.propertyName);
      return (declared?.typeFunction() ??
        Reflect.getMetadata('design:type', owner.prototype, rule.propertyName)) as unknown;
    })
    .filter((child): child is InputClass => typeof child === 'function' && child !== Array);
}

function apiVersion(): string {
  const manifest = readFileSync(path.join(REPO_ROOT, 'api', 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}
