import { getSchema } from '../src/graphql/schema';
import { FEATURES, type FeatureList } from '../src/modules/index';
import { createTestApp, type TestApp } from './app';
import { buildTemplate } from './factories';
import { notesModule } from './fixtures/notes/notes.module';
import {
  graphqlViolation,
  LEAKED_TEXT,
  restViolation,
  type Answer,
} from './hostile/contract-checks';
import { argumentTargets, describeTarget, hostileOperation } from './hostile/graphql-cases';
import { nullBodies, nullOperations } from './hostile/null-cases';
import {
  documentedRoutes,
  HOSTILE_ACCOUNTS,
  hostileAuthorization,
  hostileRequest,
  type RestRequest,
} from './hostile/rest-cases';
import { roundsFromEnv, SeededRandom, seedFromEnv } from './hostile/seeded-random';
import { runOverSocket } from './graphql-ws-client';
import { createAccount } from './accounts';

/** Replay a failure with `HOSTILE_SEED=<seed>`; `HOSTILE_SEED=random` explores new ground. */
const SEED = seedFromEnv(8_2025);
/** `HOSTILE_ROUNDS=3` sends three times as many of each (docs/TESTING.md). */
const ROUNDS = roundsFromEnv();
const REQUESTS_PER_ROUTE = 40 * ROUNDS;
const OPERATIONS_PER_ARGUMENT = 35 * ROUNDS;
const SOCKET_OPERATIONS = 30 * ROUNDS;
const CONCURRENCY = 8;
/**
 * Thousands of requests per test, growing with every route and argument added: the default
 * minute is too short on a loaded two-core machine.
 */
const PROPERTY_TIMEOUT_MS = 300_000;

/** Who calls GraphQL: nobody, a user, an admin (fixed ids, so a replay is the same). */
const GRAPHQL_CALLERS: Record<string, string>[] = [
  {},
  { authorization: hostileAuthorization(4) },
  { authorization: hostileAuthorization(5) },
];

/**
 * The application as deployed plus the test-only notes feature (a route with a JSON body and
 * roles). Test settings turn the per-client rate limits off, so handlers, not a 429, answer.
 */
const FEATURES_UNDER_TEST: FeatureList = [...FEATURES, notesModule];

/**
 * Property: whatever a client sends to any route or argument, the answer is the client's error
 * (4xx, in the standard error shape) or a success, never a failure of ours, and the server keeps
 * serving. Routes come from the OpenAPI document the route registry writes, arguments from the
 * built schema, so what is added later is covered too; values come from a seeded generator.
 */
describe(`hostile input on every route and argument (seed ${SEED})`, () => {
  let app: TestApp;
  const realIds = { integer: '1', text: '00000000-0000-0000-0000-000000000000' };

  beforeAll(async () => {
    app = await createTestApp({ features: FEATURES_UNDER_TEST });
    for (const { id, role } of HOSTILE_ACCOUNTS) await createAccount(app.services, { id, role });
    for (const category of ['AI', 'Marketing', 'Utility']) {
      const template = await buildTemplate(app.services.dataSource, {
        category,
        integrations: ['Slack', 'Telegram'],
      });
      realIds.integer = String(template.numericId);
      realIds.text = template.id;
    }
  });
  afterAll(() => app.close());

  it(
    'every REST route answers a client error in the standard error shape, never a 5xx',
    async () => {
      const routes = documentedRoutes((await app.get('/api/openapi.json')).body);
      const paths = routes.map((route) => `${route.method} ${route.path}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          'get /api/templates/{id}',
          'get /n8n/templates/search',
          'get /n8n/templates/collections/{id}',
          'post /api/test-notes',
        ]),
      );
      const rng = new SeededRandom(SEED);
      const requests = routes.flatMap((route) =>
        Array.from({ length: REQUESTS_PER_ROUTE }, () => hostileRequest(rng, route, realIds)),
      );
      const statuses = new Set<number>();
      const violations = await inBatches(requests, async (request) => {
        const answer = await send(request);
        statuses.add(answer.status);
        const violation = restViolation(answer);
        return violation && `${describeRequest(request)} → ${violation}`;
      });
      expect(violations).toEqual([]);
      // The generator reaches the handlers, not only the routing: successes and every refusal.
      expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'every GraphQL argument answers a client error, never an INTERNAL_ERROR',
    async () => {
      const targets = argumentTargets(getSchema(FEATURES_UNDER_TEST));
      expect(targets.map(describeTarget)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^query templates\(/),
          expect.stringMatching(/^query templates\.templates\.relatedTemplates\(/),
          expect.stringMatching(/^mutation recordTemplateDownload\(/),
        ]),
      );
      const rng = new SeededRandom(SEED);
      const cases = targets.flatMap((target) =>
        Array.from({ length: OPERATIONS_PER_ARGUMENT }, () => ({
          target,
          operation: hostileOperation(rng, target, [realIds.text]),
          headers: rng.pick(GRAPHQL_CALLERS),
        })),
      );
      const violations = await inBatches(cases, async ({ target, operation, headers }) => {
        const res = await app.graphql(operation.query, operation.variables, headers);
        const violation = graphqlViolation({ status: res.status, contentType: '', text: res.text });
        return (
          violation &&
          `${describeTarget(target)}: ${operation.query} ${JSON.stringify(operation.variables).slice(0, 300)} → ${violation}`
        );
      });
      expect(violations).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'the same arguments over the WebSocket get the same answers: no failure of ours',
    async () => {
      const targets = argumentTargets(getSchema(FEATURES_UNDER_TEST));
      const rng = new SeededRandom(SEED + 1);
      const violations: string[] = [];
      for (let i = 0; i < SOCKET_OPERATIONS; i++) {
        const operation = hostileOperation(rng, rng.pick(targets), [realIds.text]);
        // An error message arrives as the formatted errors; a closed socket is a failure of ours.
        const result = await runOverSocket(app.baseUrl, operation).catch((error: unknown) =>
          Array.isArray(error)
            ? { errors: error }
            : { closed: (error as { code?: number }).code ?? String(error) },
        );
        const text = JSON.stringify(result) ?? '';
        const violation =
          typeof result === 'object' && result !== null && 'closed' in result
            ? `the socket closed (${String(result.closed)})`
            : LEAKED_TEXT.test(text)
              ? `leaked: ${text.slice(0, 200)}`
              : graphqlViolation({ status: 200, contentType: '', text });
        if (violation) {
          violations.push(
            `[seed ${SEED}] ${operation.query} ${JSON.stringify(operation.variables).slice(0, 300)} → ${violation}`,
          );
        }
      }
      expect(violations).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'null in any optional field is taken as that field left out, on every route and input',
    async () => {
      const routes = documentedRoutes((await app.get('/api/openapi.json')).body);
      const headers = {
        'content-type': 'application/json',
        authorization: hostileAuthorization(1),
      };
      const requests = routes.flatMap((route) =>
        nullBodies(route).map(({ field, withNull, without }) => {
          const url = route.path.replace(/\{\w+\}/g, realIds.text);
          const request = (body: string) => ({ method: route.method, url, headers, body });
          return { field, withNull: request(withNull), without: request(without) };
        }),
      );
      expect(requests.map(({ withNull, field }) => `${withNull.url} ${field}`)).toEqual(
        expect.arrayContaining(['/api/donations returnUrl', '/api/user-profile newPassword']),
      );
      // One at a time, the field left out first: both must get the same answer.
      const restViolations: string[] = [];
      for (const { withNull, without } of requests) {
        const [expected, answer] = [await send(without), await send(withNull)];
        const violation =
          restViolation(answer) ??
          (answer.status === expected.status
            ? undefined
            : `${answer.status}, not ${expected.status}`);
        if (violation) restViolations.push(`${describeRequest(withNull)} → ${violation}`);
      }
      const operations = argumentTargets(getSchema(FEATURES_UNDER_TEST)).flatMap((target) =>
        nullOperations(target).map((operation) => ({ target, ...operation })),
      );
      expect(operations.map(({ target, field }) => `${target.field.name} ${field}`)).toEqual(
        expect.arrayContaining([
          'startDonation input.cancelUrl',
          'updateProfile input.newPassword',
        ]),
      );
      const graphqlViolations = await inBatches(operations, async ({ query, variables }) => {
        const res = await app.graphql(query, variables, { authorization: hostileAuthorization(1) });
        const violation = graphqlViolation({ status: res.status, contentType: '', text: res.text });
        return violation && `${query} ${JSON.stringify(variables)} → ${violation}`;
      });
      expect([...restViolations, ...graphqlViolations]).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('the server is still healthy afterwards', async () => {
    expect((await app.get('/healthz')).body).toEqual({ status: 'ok', db: 'ok' });
    const list = await app.get('/api/templates');
    expect(list.status).toBe(200);
    expect(list.body.pagination.totalItems).toBe(3);
    const res = await app.graphql('{ categories { name count } }');
    expect(res.body.data.categories).toHaveLength(3);
    expect((await app.get(`/n8n/templates/workflows/${realIds.integer}`)).status).toBe(200);
  });

  async function send(request: RestRequest): Promise<Answer> {
    try {
      const res = await fetch(app.baseUrl + request.url, {
        method: request.method.toUpperCase(),
        headers: request.headers,
        body: request.body,
      });
      const text = await res.text();
      return { status: res.status, contentType: res.headers.get('content-type') ?? '', text };
    } catch (error) {
      return { status: 599, contentType: '', text: `the request failed: ${String(error)}` };
    }
  }

  /** Runs `check` over `items` a few at a time; the problems found, each with the seed. */
  async function inBatches<T>(
    items: readonly T[],
    check: (item: T) => Promise<string | undefined>,
  ): Promise<string[]> {
    const problems: string[] = [];
    for (let start = 0; start < items.length; start += CONCURRENCY) {
      const found = await Promise.all(items.slice(start, start + CONCURRENCY).map(check));
      for (const problem of found) if (problem) problems.push(`[seed ${SEED}] ${problem}`);
    }
    return problems;
  }
});

function describeRequest({ method, url, headers, body }: RestRequest): string {
  const content = headers['content-type'] ? ` (${headers['content-type']})` : '';
  const sent = body === undefined ? '' : ` body ${body.slice(0, 200)}${content}`;
  return `${method.toUpperCase()} ${url.slice(0, 300)}${sent}`;
}
