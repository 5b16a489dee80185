import { createTestApp, type TestApp } from '../../../test/app';
import { runOverSocket } from '../../../test/graphql-ws-client';
import { RateLimitRepository } from '../rate-limit.repository';
import { RateLimiter } from '../rate-limiter';

const GRAPHQL_BODY = JSON.stringify({ query: '{ categories { name } }' });

/** Per-client limits of /api and /graphql, as a client sees them. */
describe('rate limits of /api and /graphql', () => {
  let app: TestApp;
  let proxied: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    proxied = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' } });
    second = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' },
      databaseUrl: proxied.databaseUrl,
    });
  });
  afterAll(async () => {
    await second.close();
    await proxied.close();
    await app.close();
  });

  const rest = (target: TestApp, client?: string) =>
    fetch(`${target.baseUrl}/api/categories`, {
      headers: client ? { 'x-forwarded-for': client } : {},
    });
  const graphql = (target: TestApp, client?: string) =>
    fetch(`${target.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(client && { 'x-forwarded-for': client }) },
      body: GRAPHQL_BODY,
    });
  const syncBoth = () =>
    Promise.all([proxied.services.rateLimits.sync(), second.services.rateLimits.sync()]);

  it('refuses a client over its budget on /api with 429, Retry-After and the REST error body', async () => {
    const client = '192.0.2.1';
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await rest(proxied, client)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await rest(proxied, client);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: 'rate_limited',
      message: `Too many requests from your address. Try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
    });
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('refuses it on /graphql with HTTP 429, Retry-After and RATE_LIMITED, from the same budget', async () => {
    const client = '192.0.2.2';
    expect((await rest(proxied, client)).status).toBe(200);
    expect((await graphql(proxied, client)).status).toBe(200);
    expect((await graphql(proxied, client)).status).toBe(200);
    const refused = await graphql(proxied, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await refused.json()) as { errors: { message: string; extensions: object }[] };
    expect(body.errors[0].extensions).toEqual({ code: 'RATE_LIMITED' });
    expect(body.errors[0].message).toEqual(expect.any(String));
    expect((await rest(proxied, client)).status).toBe(429);
  });

  it('spends the same budget on each graphql-ws operation, refused with RATE_LIMITED', async () => {
    const socketApp = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const run = () => runOverSocket(socketApp.baseUrl, '{ categories { name } }');
      await expect(run()).resolves.toEqual({ data: { categories: [] } });
      expect((await rest(socketApp)).status).toBe(200);
      await expect(run()).rejects.toEqual([
        expect.objectContaining({ extensions: { code: 'RATE_LIMITED' } }),
      ]);
    } finally {
      await socketApp.close();
    }
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off: a client cannot name itself anew', async () => {
    const statuses = [];
    for (const forged of ['192.0.2.10', '192.0.2.11', '192.0.2.12', '192.0.2.13']) {
      statuses.push((await rest(app, forged)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('honours X-Forwarded-For from a trusted proxy when TRUST_PROXY is set', async () => {
    const statuses = [];
    for (const client of ['192.0.2.20', '192.0.2.21', '192.0.2.22', '192.0.2.23']) {
      statuses.push((await rest(proxied, client)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it('shares the budget between two API processes over one database', async () => {
    // Each process alone would admit 3 + 3. Sharing admits the limit, plus at most the one
    // request a process decides before it has heard of the client's other hits.
    const client = '192.0.2.30';
    let admitted = 0;
    for (let i = 0; i < 8; i++) {
      const res = await rest(i % 2 === 0 ? proxied : second, client);
      if (res.status === 200) admitted += 1;
      await syncBoth();
    }
    expect(admitted).toBeGreaterThanOrEqual(3);
    expect(admitted).toBeLessThanOrEqual(4);
    expect((await rest(proxied, client)).status).toBe(429);
    expect((await rest(second, client)).status).toBe(429);
  });

  it('keeps the shared counts in PostgreSQL under a keyed hash, never the address', async () => {
    await rest(proxied, '192.0.2.40');
    await proxied.services.rateLimits.sync();
    const rows = await proxied.services.dataSource.query(
      `SELECT encode(client, 'escape') AS client, octet_length(client) AS bytes, hits
       FROM rate_limit_hits WHERE policy = 'api'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row: { bytes: number }) => row.bytes === 16)).toBe(true);
    expect(rows.some((row: { client: string }) => row.client.includes('192.0.2'))).toBe(false);
  });
});

describe('the shared rate limit counts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const limiterAt = (clock: () => number) =>
    new RateLimiter(new RateLimitRepository(app.services.db), {
      secret: app.services.env.secretsKey,
      syncEveryMs: 0,
      now: clock,
    });

  it('are added to by every sync and pruned a minute after their own window ended', async () => {
    const now = Date.UTC(2030, 0, 1, 12, 0, 30);
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    await app.services.dataSource.query(
      `INSERT INTO rate_limit_hits (policy, client, window_start, window_end, hits)
       VALUES ('api', '\\x00', $1, $2, 5), ('api', '\\x01', $3, $4, 5),
              ('sign-in-ip', '\\x02', $5, $6, 5)`,
      [at(-11), at(-10), at(-2), at(-1), at(-14), at(1)],
    );
    const limiter = limiterAt(() => now);
    const policy = { name: 'api', limit: 10, windowMs: 60_000 };
    limiter.hit(policy, '192.0.2.60');
    await limiter.sync();
    limiter.hit(policy, '192.0.2.60');
    await limiter.close();
    const rows = await app.services.dataSource.query(
      `SELECT policy, window_start, window_end, hits FROM rate_limit_hits ORDER BY window_start`,
    );
    expect(rows).toEqual([
      { policy: 'sign-in-ip', window_start: at(-14), window_end: at(1), hits: 5 },
      { policy: 'api', window_start: at(-2), window_end: at(-1), hits: 5 },
      {
        policy: 'api',
        window_start: new Date(Date.UTC(2030, 0, 1, 12)),
        window_end: new Date(Date.UTC(2030, 0, 1, 12, 1)),
        hits: 2,
      },
    ]);
  });

  it("keep a count that a process of the previous release writes without its window's end for 15 minutes", async () => {
    // During a rolling deploy the old release still inserts (policy, client, window_start, hits).
    const [row] = await app.services.dataSource.query(
      `INSERT INTO rate_limit_hits (policy, client, window_start, hits)
       VALUES ('sign-in-email', '\\x03', now(), 1)
       RETURNING extract(epoch FROM window_end - window_start) AS kept`,
    );
    expect(Number(row.kept)).toBeGreaterThanOrEqual(15 * 60);
  });

  it('hold a 15-minute budget to its last minute, across processes and restarts', async () => {
    // The probe's case: spent early in a 15-minute window, then pruned by a busy process, then
    // tried again in the window's last minutes through another (or a restarted) process.
    const windowStart = Date.UTC(2030, 0, 2, 12, 0);
    let now = windowStart + 60_000;
    const first = limiterAt(() => now);
    const policy = { name: 'sign-in-email', limit: 10, windowMs: 15 * 60_000 };
    for (let i = 0; i < 10; i++) expect(first.hit(policy, 'email:iris').allowed).toBe(true);
    await first.sync();
    for (const minute of [11, 12, 13]) {
      now = windowStart + minute * 60_000;
      first.hit({ name: 'api', limit: 600, windowMs: 60_000 }, '192.0.2.61');
      await first.sync();
    }
    now = windowStart + 14 * 60_000;
    const restarted = limiterAt(() => now);
    let admitted = 0;
    for (let i = 0; i < 10; i++) {
      if (restarted.hit(policy, 'email:iris').allowed) admitted += 1;
      await restarted.sync();
    }
    // A process that has not yet heard of the client admits one before it reads the total.
    expect(admitted).toBeLessThanOrEqual(1);
    expect(first.hit(policy, 'email:iris').allowed).toBe(false);
    now = windowStart + 15 * 60_000;
    expect(restarted.hit(policy, 'email:iris').allowed).toBe(true);
    await Promise.all([first.close(), restarted.close()]);
  });
});

describe('the rate limit on the hot path', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(() => app.close());

  it('decides in memory and shares counts in batches, not a statement per request', async () => {
    await app.services.rateLimits.sync();
    app.resetQueries();
    for (let i = 0; i < 30; i++) expect((await app.get('/api/categories')).status).toBe(200);
    await app.services.rateLimits.sync();
    const writes = app.queries.filter((sql) => /INSERT INTO rate_limit_hits/.test(sql));
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes.length).toBeLessThanOrEqual(10);
    const [{ hits }] = await app.services.dataSource.query(
      `SELECT sum(hits)::int AS hits FROM rate_limit_hits`,
    );
    expect(hits).toBe(30);
  });
});
