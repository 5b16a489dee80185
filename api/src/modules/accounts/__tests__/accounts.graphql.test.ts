import { createClient, type Client } from 'graphql-ws';
import jwt from 'jsonwebtoken';
import WebSocket from 'ws';
import { createTestApp, testEnv, type TestApp } from '../../../../test/app';
import { createAccount, TEST_PASSWORD } from '../../../../test/accounts';
import { runOverSocket } from '../../../../test/graphql-ws-client';

const USER_FIELDS = `id name email role createdAt
  subscription { plan planId isActive templateSaves templateSavesUsed hiring currentPeriodEnd }`;

/** Accounts over GraphQL and graphql-ws: the same service as REST, the same rules. */
describe('accounts over GraphQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses a token without an expiry over REST, GraphQL and graphql-ws, though signed with the right secret', async () => {
    const account = await createAccount(app.services);
    // What the server issues, less the expiry (`iat` kept, so only `exp` is missing).
    const forever = jwt.sign({ ver: 0 }, testEnv().jwtSecret, {
      algorithm: 'HS256',
      subject: account.id,
    });
    const headers = { authorization: `Bearer ${forever}` };
    const rest = await app.get('/api/auth/me', headers);
    expect(rest.status).toBe(401);
    expect(rest.body.error).toBe('unauthorized');
    const graphql = await app.graphql('{ me { id } }', undefined, headers);
    expect(graphql.status).toBe(401);
    expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    await expect(runOverSocket(app.baseUrl, '{ me { id } }', headers)).rejects.toMatchObject({
      code: 4403,
    });
    expect((await app.get('/api/auth/me', account.headers)).status).toBe(200);
  });

  it.each([
    ['issued a day from now', { iat: 86_400, exp: 86_400 + 3600 }],
    ['issued ten years from now', { iat: 10 * 365 * 86_400, exp: 10 * 365 * 86_400 + 3600 }],
    ['lasting ten years from now', { iat: 0, exp: 10 * 365 * 86_400 }],
    ['lasting a second longer than a session', { iat: 0, exp: 7 * 24 * 3600 + 1 }],
  ])(
    'refuses a token %s over REST and GraphQL, though signed with the right secret',
    async (_what, { iat, exp }) => {
      const account = await createAccount(app.services);
      const now = Math.floor(Date.now() / 1000);
      const token = jwt.sign(
        { sub: account.id, ver: 0, iat: now + iat, exp: now + exp },
        testEnv().jwtSecret,
        { algorithm: 'HS256' },
      );
      const headers = { authorization: `Bearer ${token}` };
      expect((await app.get('/api/auth/me', headers)).status).toBe(401);
      const graphql = await app.graphql('{ me { id } }', undefined, headers);
      expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    },
  );

  it('accepts a token issued a few seconds from now, as another process with its clock ahead would', async () => {
    const account = await createAccount(app.services);
    const now = Math.floor(Date.now() / 1000);
    const token = jwt.sign(
      { sub: account.id, ver: 0, iat: now + 5, exp: now + 5 + 7 * 24 * 3600 },
      testEnv().jwtSecret,
      { algorithm: 'HS256' },
    );
    expect((await app.get('/api/auth/me', { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('registers, signs in and reads `me` with the token', async () => {
    const registered = await app.graphql(
      `mutation($input: RegisterInput!) { register(input: $input) { token user { ${USER_FIELDS} } } }`,
      { input: { name: 'Grace Graph', email: 'grace@example.com', password: 'secret-one' } },
    );
    expect(registered.body.errors).toBeUndefined();
    const { user } = registered.body.data.register;
    expect(user).toMatchObject({
      name: 'Grace Graph',
      role: 'user',
      subscription: { plan: 'Free', isActive: false, templateSaves: 5, currentPeriodEnd: null },
    });
    const login = await app.graphql(
      `mutation { login(input: {email: "GRACE@example.com", password: "secret-one"}) { token } }`,
    );
    const me = await app.graphql(`{ me { ${USER_FIELDS} } }`, undefined, {
      authorization: `Bearer ${login.body.data.login.token}`,
    });
    expect(me.body.data.me).toEqual(user);
  });

  it('answers `me` with null for a visitor and refuses a bad token', async () => {
    expect((await app.graphql('{ me { id } }')).body).toEqual({ data: { me: null } });
    const bad = await app.graphql('{ me { id } }', undefined, { authorization: 'Bearer x.y.z' });
    expect(bad.status).toBe(401);
  });

  it('gives the REST errors their codes: CONFLICT, UNAUTHORIZED, VALIDATION_ERROR', async () => {
    const account = await createAccount(app.services);
    const taken = await app.graphql(
      `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
      { input: { name: 'Dup', email: account.email.toUpperCase(), password: 'secret-one' } },
    );
    expect(taken.body.errors[0].extensions.code).toBe('CONFLICT');
    const wrong = await app.graphql(
      `mutation { login(input: {email: "${account.email}", password: "nope-nope"}) { token } }`,
    );
    expect(wrong.body.errors[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHORIZED' },
    });
    const short = await app.graphql(
      `mutation { register(input: {name: "S", email: "s@example.com", password: "123"}) { token } }`,
    );
    expect(short.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { password: 'must be at least 6 characters' },
    });
    const anonymous = await app.graphql(
      `mutation { updateProfile(input: {name: "A", email: "a@example.com"}) { token } }`,
    );
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('changes the email only with the current password, as REST does', async () => {
    const account = await createAccount(app.services);
    const change = (extra: Record<string, string>) =>
      app.graphql(
        `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { email } } }`,
        { input: { name: account.name, email: 'moved@example.com', ...extra } },
        account.headers,
      );
    expect((await change({})).body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { currentPassword: 'Current password is required to change the email' },
    });
    expect((await change({ currentPassword: 'not-it' })).body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    const moved = await change({ currentPassword: TEST_PASSWORD });
    expect(moved.body.data.updateProfile.user.email).toBe('moved@example.com');
  });

  describe('a password change revokes older tokens', () => {
    let account: Awaited<ReturnType<typeof createAccount>>;
    let openSocket: Client;
    let newToken: string;
    const closes: number[] = [];

    beforeAll(async () => {
      account = await createAccount(app.services);
      openSocket = createClient({
        url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: account.headers.authorization },
        retryAttempts: 0,
        on: { closed: (event) => closes.push((event as { code: number }).code) },
      });
      // The socket is open and signed in before the password changes.
      await expect(subscribeOnce(openSocket, '{ me { id } }')).resolves.toEqual({
        data: { me: { id: account.id } },
      });
      const changed = await app.graphql(
        `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { token user { id } } }`,
        {
          input: {
            name: account.name,
            email: account.email,
            currentPassword: TEST_PASSWORD,
            newPassword: 'changed-password',
          },
        },
        account.headers,
      );
      expect(changed.body.errors).toBeUndefined();
      newToken = changed.body.data.updateProfile.token;
    });
    afterAll(() => openSocket.dispose());

    it('over REST', async () => {
      expect((await app.get('/api/auth/me', account.headers)).status).toBe(401);
      const fresh = await app.get('/api/auth/me', { authorization: `Bearer ${newToken}` });
      expect(fresh.body.user.id).toBe(account.id);
    });

    it('over GraphQL', async () => {
      const old = await app.graphql('{ me { id } }', undefined, account.headers);
      expect(old.status).toBe(401);
      expect(old.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
      const fresh = await app.graphql('{ me { id } }', undefined, {
        authorization: `Bearer ${newToken}`,
      });
      expect(fresh.body.data.me.id).toBe(account.id);
    });

    it('over graphql-ws: a new socket with the old token closes 4403, an open one at its next operation', async () => {
      await expect(
        runOverSocket(app.baseUrl, '{ me { id } }', {
          authorization: account.headers.authorization,
        }),
      ).rejects.toMatchObject({ code: 4403 });
      await expect(subscribeOnce(openSocket, '{ me { id } }')).rejects.toBeDefined();
      await waitFor(() => closes.includes(4403));
      await expect(
        runOverSocket(app.baseUrl, '{ me { id } }', { authorization: `Bearer ${newToken}` }),
      ).resolves.toEqual({ data: { me: { id: account.id } } });
    });
  });
});

function subscribeOnce(client: Client, query: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let result: unknown;
    client.subscribe(
      { query },
      {
        next: (value) => {
          result = value;
          if (value.errors) reject(value.errors);
        },
        error: reject,
        complete: () => resolve(result),
      },
    );
  });
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(condition()).toBe(true);
}
