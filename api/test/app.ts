import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Env } from '../src/config/env';
import { createLogger } from '../src/core/logger';
import { createDataSource } from '../src/db/data-source';
import { buildServer } from '../src/app';
import { seedDatabase } from '../src/db/seeds/seed';
import type { Authenticator } from '../src/auth/authenticate';
import { FEATURES, type FeatureList } from '../src/modules/index';
import { closeServices, createServices, type Services } from '../src/services';
import { createTestDatabase, type TestDatabase } from './database';
import { TEST_MAIL_OUTBOX_DIR } from './test-state';

export interface TestApp {
  baseUrl: string;
  /** Its database; another `createTestApp({ databaseUrl })` is a second process over it. */
  databaseUrl: string;
  services: Services;
  /** Its HTTP server, for a test that watches what the server sees of a connection. */
  httpServer: Server;
  /**
   * SQL statements seen since the last `resetQueries()` (statement-count tests). Nothing is
   * recorded before a test first calls it: a file that counts no statements keeps none.
   */
  queries: string[];
  resetQueries(): void;
  /** GET/POST/PUT/DELETE JSON against the running server. */
  get(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  put(path: string, body: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  delete(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

/** Test settings: fixed secrets, no demo seed unless a test asks for it. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return new Env({
    NODE_ENV: 'test',
    PORT: '0',
    JWT_SECRET: 'test-jwt-secret-test-jwt-secret-0123456789',
    SECRETS_KEY: '0'.repeat(64),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Tests send thousands of requests from one address; rate limit tests set their own limits.
    RATE_LIMIT_PER_MINUTE: '0',
    N8N_RATE_LIMIT_PER_MINUTE: '0',
    SIGN_IN_ATTEMPTS_PER_IP: '0',
    SIGN_IN_ATTEMPTS_PER_EMAIL: '0',
    PASSWORD_RESETS_PER_IP: '0',
    PASSWORD_RESETS_PER_EMAIL: '0',
    CHECKOUTS_PER_IP: '0',
    IMPORTS_PER_USER: '0',
    ACCOUNT_EXPORTS_PER_HOUR: '0',
    CONCURRENT_REQUESTS_PER_CLIENT: '0',
    // Mail a test app sends (outside the mail tests, which choose their own) stays out of .data/.
    MAIL_OUTBOX_DIR: TEST_MAIL_OUTBOX_DIR,
    ...overrides,
  });
}

/**
 * The real server on a random port over a fresh database cloned from the migrated template:
 * tests talk to it through HTTP only, as a client would.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    /** FEATURES plus fixtures; their pending migrations are applied to this test's database. */
    features?: FeatureList;
    /**
     * Replaces the accounts feature's token check, e.g. with `TEST_AUTHENTICATOR` for fixture
     * features that need an actor but no account.
     */
    authenticator?: Authenticator;
    /** A built web app to serve instead of web/dist. */
    webDist?: string;
    /**
     * Another test app's database: this app is a second API process over it, and leaves it to
     * its owner to drop.
     */
    databaseUrl?: string;
    /** Collects every log line the app writes (as JSON text), whatever LOG_LEVEL hides. */
    logs?: string[];
    /** The database's LC_CTYPE, for case rules other than the test server's C locale. */
    ctype?: string;
    /** The pool's size (5): a small one shows what would wait for a connection under load. */
    poolSize?: number;
  } = {},
): Promise<TestApp> {
  const database: TestDatabase = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await createTestDatabase({ ctype: options.ctype });
  const queries: string[] = [];
  let recording = false;
  const features = options.features ?? FEATURES;
  const dataSource = createDataSource({
    url: database.url,
    poolSize: options.poolSize ?? 5,
    onQuery: (sql) => {
      if (recording) queries.push(sql);
    },
    features,
  });
  await dataSource.initialize();
  if (features !== FEATURES || options.ctype) await dataSource.runMigrations();
  const env = testEnv(options.env);
  const logger = options.logs
    ? createLogger('trace', { write: (line: string) => void options.logs!.push(line) })
    : createLogger(env.logLevel);
  const services = createServices(env, dataSource, logger, {
    features,
    authenticator: options.authenticator,
  });
  // As at boot: reference data (the plans) always, demo data only when the test asks for it.
  await seedDatabase(services);
  const server = await buildServer(services, { webDist: options.webDist });
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = server.httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const send = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  return {
    baseUrl,
    databaseUrl: database.url,
    services,
    httpServer: server.httpServer,
    queries,
    resetQueries: () => {
      recording = true;
      queries.length = 0;
    },
    get: (path, headers) => send('GET', path, undefined, headers),
    post: (path, body, headers) => send('POST', path, body, headers),
    put: (path, body, headers) => send('PUT', path, body, headers),
    delete: (path, headers) => send('DELETE', path, undefined, headers),
    graphql: (query, variables, headers) => send('POST', '/graphql', { query, variables }, headers),
    async close() {
      // The test is over: no request is on its way, so idle connections end at once.
      await server.close({ idleGraceMs: 0 });
      await closeServices(services);
      await dataSource.destroy();
      await database.drop();
    },
  };
}
