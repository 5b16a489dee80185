import type { OpenApiDocument, Schema } from '../../src/rest/openapi';
import { testToken } from '../accounts';
import {
  BROKEN_BODIES,
  plausibleValue,
  hostileJson,
  pathSegment,
  queryValue,
  type ValueHint,
} from './hostile-values';
import type { SeededRandom } from './seeded-random';

/** One operation of the REST surfaces, as the OpenAPI document describes it. */
export interface DocumentedRoute {
  method: string;
  /** OpenAPI syntax: `/api/templates/{id}`. */
  path: string;
  pathParams: Array<{ name: string; schema: Schema }>;
  /** Query parameters with their schemas, plus the other names the descriptions mention. */
  query: Array<{ name: string; schema: Schema }>;
  body?: Schema;
  signedIn: boolean;
}

/** A request to send, exactly as it goes on the wire. */
export interface RestRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Every operation of every REST surface, read from the OpenAPI document the registry writes from
 * the route definitions themselves, so a route added later is covered without touching the test.
 */
export function documentedRoutes(document: OpenApiDocument): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []) as Schema[];
      const of = (place: string) =>
        parameters
          .filter((parameter) => parameter.in === place)
          .map((parameter) => ({
            name: String(parameter.name),
            schema: parameter.schema as Schema,
          }));
      const mentioned = parameters.flatMap((parameter) => namesIn(parameter.description));
      const bodyRef = (operation.requestBody as Schema | undefined)?.content as
        Record<string, { schema: { $ref: string } }> | undefined;
      routes.push({
        method,
        path,
        pathParams: of('path'),
        query: [...of('query'), ...mentioned.map((name) => ({ name, schema: {} }))],
        body:
          bodyRef &&
          document.components.schemas[bodyRef['application/json'].schema.$ref.split('/').pop()!],
        signedIn: operation.security !== undefined,
      });
    }
  }
  return routes;
}

/** Names a description quotes as `name` or `name[]`: the other spellings a parameter takes. */
function namesIn(description: unknown): string[] {
  const quoted = String(description ?? '').matchAll(/`([A-Za-z_]+(?:\[\])?)`/g);
  return [...quoted].map(([, name]) => name);
}

/** With a 4 kB token, request heads stay below Node's own 16 KB limit: the application answers. */
const MAX_URL_LENGTH = 11_000;

/**
 * The accounts hostile callers act as (fixed ids, so a replay is the same); the test creates them
 * before it starts. The last two only call GraphQL.
 */
export const HOSTILE_ACCOUNTS = [
  { id: '00000000-0000-4000-a000-000000000001', role: 'user' },
  { id: '00000000-0000-4000-a000-000000000002', role: 'user' },
  { id: '00000000-0000-4000-a000-000000000003', role: 'admin' },
  { id: '00000000-0000-4000-a000-000000000004', role: 'expert' },
  { id: '00000000-0000-4000-a000-000000000011', role: 'user' },
  { id: '00000000-0000-4000-a000-000000000012', role: 'admin' },
] as const;

/** The `Authorization` header of a hostile account. */
export function hostileAuthorization(index: number): string {
  return `Bearer ${testToken(HOSTILE_ACCOUNTS[index].id)}`;
}

/** Who asks: mostly nobody or a valid token of any role, sometimes a token that is not one. */
const AUTHORIZATIONS = [undefined, undefined, undefined, ...[0, 1, 2, 3].map(hostileAuthorization)];
const BAD_AUTHORIZATIONS = [
  'Bearer not-a-token',
  'Bearer ',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'x'.repeat(4_000)}`,
];

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
];

/**
 * A hostile request to `route`: path parameters malformed (or a real id, so the handler runs),
 * some query parameters given hostile values, repeated, or in their list form, and a hostile body
 * where the route takes one (and sometimes where it does not).
 */
export function hostileRequest(
  rng: SeededRandom,
  route: DocumentedRoute,
  realIds: { integer: string; text: string },
): RestRequest {
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const param = route.pathParams.find((candidate) => candidate.name === name);
    if (!rng.chance(0.3)) return pathSegment(rng);
    return param?.schema.type === 'integer' ? realIds.integer : realIds.text;
  });
  const names = route.query.flatMap(({ name, schema }) =>
    schema.type === 'array'
      ? [
          { name, schema },
          { name: `${name}[]`, schema },
        ]
      : [{ name, schema }],
  );
  names.push({ name: '__proto__', schema: {} }, { name: 'constructor[prototype]', schema: {} });
  const pairs: string[] = [];
  // A few parameters, so a request is sometimes valid but for one thing (or valid throughout).
  const chosen = Array.from({ length: rng.int(0, 4) }, () => rng.pick(names));
  for (const { name, schema } of chosen) {
    for (let times = rng.chance(0.8) ? 1 : rng.int(2, 3); times > 0; times--) {
      const pair = `${name}=${queryValue(rng, hintOf(schema))}`;
      // Node itself refuses a request line over 16 KB (431, before the application answers).
      if (path.length + pairs.join('&').length + pair.length < MAX_URL_LENGTH) pairs.push(pair);
    }
  }
  const url = pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
  const headers: Record<string, string> = {};
  const authorization = rng.pick(rng.chance(0.1) ? BAD_AUTHORIZATIONS : AUTHORIZATIONS);
  if (authorization) headers.authorization = authorization;
  if (!route.body && (route.method === 'get' || !rng.chance(0.3)))
    return { method: route.method, url, headers };
  headers['content-type'] = rng.pick(CONTENT_TYPES);
  return { method: route.method, url, headers, body: hostileBody(rng, route.body) };
}

function hostileBody(rng: SeededRandom, schema: Schema | undefined): string {
  if (rng.chance(0.15)) return rng.pick(BROKEN_BODIES);
  if (!schema || rng.chance(0.1)) return JSON.stringify(hostileJson(rng));
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  const chosen = rng.some(properties, 0.8);
  return JSON.stringify(
    Object.fromEntries(chosen.map(([name, property]) => [name, bodyValue(rng, hintOf(property))])),
  );
}

/** Enums and bounds of a parameter's schema (or of its items, for a list). */
function hintOf(schema: Schema): ValueHint {
  const own = (schema.type === 'array' ? schema.items : schema) as ValueHint | undefined;
  return own ?? {};
}

/** A property's value in a body: plausible half the time (typed as JSON would), else hostile. */
function bodyValue(rng: SeededRandom, hint: ValueHint): unknown {
  if (!rng.chance(0.5)) return hostileJson(rng, hint);
  const value = plausibleValue(rng, hint);
  return hint.type === 'integer' ? Number(value) : value;
}
