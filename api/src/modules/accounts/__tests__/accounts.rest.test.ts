import jwt from 'jsonwebtoken';
import { createTestApp, testEnv, type TestApp } from '../../../../test/app';
import { createAccount, TEST_PASSWORD } from '../../../../test/accounts';
import { awayFromWindowEdge } from '../../../../test/rate-limit-window';

/** Accounts over REST, against a real PostgreSQL. */
describe('accounts over REST', () => {
  let app: TestApp;
  let sequence = 0;
  const email = (label: string) => `${label}-${++sequence}@example.com`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('registers an account: 201 with a token that signs it in, on the Free plan', async () => {
    const address = email('newcomer');
    const res = await app.post('/api/auth/register', {
      name: '  Nora Newcomer ',
      email: address,
      password: 'secret-one',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Nora Newcomer',
      email: address,
      role: 'user',
      emailVerified: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      subscription: {
        plan: 'Free',
        planId: expect.any(String),
        isActive: false,
        templateSaves: 5,
        templateSavesUsed: 0,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
    });
    const me = await app.get('/api/auth/me', bearer(res.body.token));
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(res.body.user);
    const stored = await app.services.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE id = $1`,
      [res.body.user.id],
    );
    expect(stored[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored[0].password_hash).not.toContain('secret-one');
  });

  it('issues an HS256 token for 7 days whose subject is the user id', async () => {
    const res = await app.post('/api/auth/register', {
      name: 'Tess Token',
      email: email('token'),
      password: 'secret-one',
    });
    const { header, payload } = jwt.decode(res.body.token, { complete: true }) as {
      header: { alg: string };
      payload: { sub: string; iat: number; exp: number };
    };
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(res.body.user.id);
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
  });

  it('refuses a taken email, whatever its case, with 409', async () => {
    const address = email('taken');
    await app.post('/api/auth/register', { name: 'First', email: address, password: 'secret-one' });
    const res = await app.post('/api/auth/register', {
      name: 'Second',
      email: address.toUpperCase(),
      password: 'secret-two',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'conflict',
      message: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
  });

  it('gives one 201 and one 409 to two registrations of one email at the same moment', async () => {
    const address = email('race');
    const answers = await Promise.all(
      ['race@', 'RACE@'].map((_, i) =>
        app.post('/api/auth/register', {
          name: `Racer ${i}`,
          email: i === 0 ? address : address.toUpperCase(),
          password: 'secret-one',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const [{ count }] = await app.services.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE email_key = lower($1)`,
      [address],
    );
    expect(count).toBe(1);
  });

  it.each([
    [
      { name: 'Short', email: 'short@example.com', password: '12345' },
      'password',
      'must be at least 6 characters',
    ],
    [
      { name: 'Long', email: 'long@example.com', password: 'x'.repeat(129) },
      'password',
      'must be at most 128 characters',
    ],
    [
      { name: 'Bad', email: 'not-an-email', password: 'secret-one' },
      'email',
      'must be a valid email address',
    ],
    [{ email: 'noname@example.com', password: 'secret-one' }, 'name', 'is required'],
    [{ name: 'Typed', email: 'typed@example.com', password: 123456 }, 'password', 'must be text'],
  ])('refuses a registration that breaks a rule: %j', async (body, field, problem) => {
    const res = await app.post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.fields[field]).toBe(problem);
  });

  describe.each([
    ['six spaces', '      '],
    ['six zero-width spaces', '\u200b'.repeat(6)],
    ['spaces, a tab and zero-width joiners', ' \t\u200d\u200c\ufeff\u00a0'],
    ['six Hangul fillers', '\u3164'.repeat(6)],
    // A mark has nothing to sit on, so nothing shows: an accent, an enclosing circle, a Thai vowel.
    ['six combining acute accents', '\u0301'.repeat(6)],
    ['combining marks alone', '\u20dd\u0e31\u0488\u0301\u0301\u0301'],
    ['six variation selectors', '\ufe0f'.repeat(6)],
    ['six blank Braille patterns', '\u2800'.repeat(6)],
  ])('a password of %s', (_what, password) => {
    const invisible = { password: 'must contain at least one visible character' };

    it('is refused at registration', async () => {
      const res = await app.post('/api/auth/register', {
        name: 'Blank',
        email: email('blank'),
        password,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(invisible);
    });

    it('is refused as a new password, in REST and GraphQL', async () => {
      const account = await createAccount(app.services);
      const input = {
        name: account.name,
        email: account.email,
        currentPassword: TEST_PASSWORD,
        newPassword: password,
      };
      const rest = await app.put('/api/user-profile', input, account.headers);
      expect(rest.status).toBe(400);
      expect(rest.body.fields).toEqual({ newPassword: invisible.password });
      const graphql = await app.graphql(
        'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { token } }',
        { input },
        account.headers,
      );
      expect(graphql.body.errors[0].extensions.fields).toEqual({
        newPassword: invisible.password,
      });
    });
  });

  it('takes an accented letter typed as a letter and a combining mark as visible', async () => {
    const registered = await app.post('/api/auth/register', {
      name: 'Accent',
      email: email('accent'),
      password: 'e\u0301\u0301\u0301\u0301\u0301',
    });
    expect(registered.status).toBe(201);
  });

  it('takes a password with one visible character among spaces exactly as typed', async () => {
    const address = email('spaced');
    const password = '  \u200b x  ';
    const registered = await app.post('/api/auth/register', {
      name: 'Spaced',
      email: address,
      password,
    });
    expect(registered.status).toBe(201);
    expect((await app.post('/api/auth/login', { email: address, password })).status).toBe(200);
    const trimmed = await app.post('/api/auth/login', {
      email: address,
      password: password.trim(),
    });
    expect(trimmed.status).toBe(401);
  });

  it('signs in with the email in any case, and the password exactly as typed', async () => {
    const account = await createAccount(app.services, { email: email('Mixed.Case') });
    const res = await app.post('/api/auth/login', {
      email: account.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(account.id);
    const padded = await app.post('/api/auth/login', {
      email: account.email,
      password: ` ${TEST_PASSWORD}`,
    });
    expect(padded.status).toBe(401);
  });

  it('gives a wrong password and an unknown email the same 401', async () => {
    const account = await createAccount(app.services);
    const wrong = await app.post('/api/auth/login', {
      email: account.email,
      password: 'wrong-one',
    });
    const unknown = await app.post('/api/auth/login', {
      email: 'nobody-here@example.com',
      password: 'wrong-one',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'unauthorized', message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers /api/auth/me only with a valid token', async () => {
    const account = await createAccount(app.services);
    const secret = testEnv().jwtSecret;
    const expired = jwt.sign({ ver: 0 }, secret, {
      algorithm: 'HS256',
      subject: account.id,
      expiresIn: -10,
    });
    const otherKey = jwt.sign({ ver: 0 }, 'another-secret-another-secret-0123456789', {
      algorithm: 'HS256',
      subject: account.id,
    });
    const unsigned = jwt.sign({ ver: 0, sub: account.id }, '', { algorithm: 'none' });
    expect((await app.get('/api/auth/me')).status).toBe(401);
    for (const token of [expired, otherKey, unsigned, 'not.a.token']) {
      const res = await app.get('/api/auth/me', bearer(token));
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('unauthorized');
    }
    expect((await app.get('/api/auth/me', account.headers)).status).toBe(200);
  });

  it("stops a disabled or deleted account's token at once", async () => {
    const disabled = await createAccount(app.services);
    const deleted = await createAccount(app.services);
    expect((await app.get('/api/auth/me', disabled.headers)).status).toBe(200);
    await app.services.db.query(`UPDATE users SET disabled_at = now() WHERE id = $1`, [
      disabled.id,
    ]);
    await app.services.db.query(`DELETE FROM users WHERE id = $1`, [deleted.id]);
    expect((await app.get('/api/auth/me', disabled.headers)).status).toBe(401);
    expect((await app.get('/api/auth/me', deleted.headers)).status).toBe(401);
    const login = await app.post('/api/auth/login', {
      email: disabled.email,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(401);
  });

  it('reads and updates the profile', async () => {
    const account = await createAccount(app.services);
    const profile = await app.get('/api/user-profile', account.headers);
    expect(profile.body).toEqual({
      profile: { name: account.name, email: account.email, createdAt: expect.any(String) },
    });
    const address = email('renamed');
    const res = await app.put(
      '/api/user-profile',
      { name: 'Renamed Person', email: address, currentPassword: TEST_PASSWORD },
      account.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({
      name: 'Renamed Person',
      email: address,
      createdAt: profile.body.profile.createdAt,
    });
    expect(res.body.token).toBeNull();
    // No password change: the session goes on.
    expect((await app.get('/api/auth/me', account.headers)).body.user.email).toBe(address);
  });

  it('changes the name alone without the current password, the email only with it', async () => {
    const account = await createAccount(app.services);
    const renamed = await app.put(
      '/api/user-profile',
      { name: 'Only Renamed', email: account.email },
      account.headers,
    );
    expect(renamed.status).toBe(200);
    for (const address of [email('taken-over'), account.email.toUpperCase()]) {
      const missing = await app.put(
        '/api/user-profile',
        { name: 'x', email: address },
        account.headers,
      );
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        error: 'validation_error',
        message: 'Current password is required to change the email',
        fields: { currentPassword: 'Current password is required to change the email' },
      });
      const wrong = await app.put(
        '/api/user-profile',
        { name: 'x', email: address, currentPassword: 'not-it' },
        account.headers,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    }
    const me = (await app.get('/api/auth/me', account.headers)).body.user;
    expect(me).toMatchObject({ name: 'Only Renamed', email: account.email });
  });

  it('takes password fields sent as null as left out', async () => {
    const account = await createAccount(app.services);
    const res = await app.put(
      '/api/user-profile',
      { name: 'Null Passwords', email: account.email, currentPassword: null, newPassword: null },
      account.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect((await app.get('/api/auth/me', account.headers)).body.user.name).toBe('Null Passwords');
  });

  it('refuses an email another account has, and a new password without the right current one', async () => {
    const account = await createAccount(app.services);
    const other = await createAccount(app.services);
    const taken = await app.put(
      '/api/user-profile',
      { name: 'x', email: other.email.toUpperCase(), currentPassword: TEST_PASSWORD },
      account.headers,
    );
    expect(taken.status).toBe(409);
    const missing = await app.put(
      '/api/user-profile',
      { name: 'x', email: account.email, newPassword: 'brand-new' },
      account.headers,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Current password is required to set a new password');
    expect(missing.body.fields).toEqual({
      currentPassword: 'Current password is required to set a new password',
    });
    const wrong = await app.put(
      '/api/user-profile',
      { name: 'x', email: account.email, currentPassword: 'not-it', newPassword: 'brand-new' },
      account.headers,
    );
    // A 400 on the field, not a 401: the session is fine, the password is not.
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    const short = await app.put(
      '/api/user-profile',
      { name: 'x', email: account.email, currentPassword: TEST_PASSWORD, newPassword: '12345' },
      account.headers,
    );
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ newPassword: 'must be at least 6 characters' });
    expect((await app.get('/api/auth/me', account.headers)).body.user.name).toBe(account.name);
  });

  it('a password change revokes earlier tokens and gives the caller a new one', async () => {
    const account = await createAccount(app.services);
    const second = await app.post('/api/auth/login', {
      email: account.email,
      password: TEST_PASSWORD,
    });
    const res = await app.put(
      '/api/user-profile',
      {
        name: account.name,
        email: account.email,
        currentPassword: TEST_PASSWORD,
        newPassword: 'a-new-password',
      },
      account.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    for (const old of [account.headers, bearer(second.body.token)]) {
      expect((await app.get('/api/auth/me', old)).status).toBe(401);
    }
    expect((await app.get('/api/auth/me', bearer(res.body.token))).status).toBe(200);
    const oldPassword = await app.post('/api/auth/login', {
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await app.post('/api/auth/login', {
      email: account.email,
      password: 'a-new-password',
    });
    expect(newPassword.status).toBe(200);
  });
});

describe('sign-in limits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      env: { SIGN_IN_ATTEMPTS_PER_EMAIL: '3', SIGN_IN_ATTEMPTS_PER_IP: '6' },
    });
    // Both tests spend one address's attempts: all in one 15-minute window, with more than the
    // minute left that the first test's Retry-After and "minutes" need (20 s to run them).
    await awayFromWindowEdge(15 * 60_000, 80_000);
  }, 120_000);
  afterAll(() => app.close());

  it('refuses a fourth attempt on one email with 429 and Retry-After, even with the right password', async () => {
    const account = await createAccount(app.services);
    for (let i = 0; i < 3; i++) {
      const res = await app.post('/api/auth/login', { email: account.email, password: 'guess' });
      expect(res.status).toBe(401);
    }
    const res = await app.post('/api/auth/login', {
      email: account.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('rate_limited');
    expect(res.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('refuses an address that tries many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.post('/api/auth/login', {
        email: `spray-${i}@example.com`,
        password: 'guess',
      });
      statuses.push(res.status);
    }
    // Four attempts above plus these: the address's sixth is the last allowed.
    expect(statuses).toEqual([401, 401, 429, 429]);
    const register = await app.post('/api/auth/register', {
      name: 'Late',
      email: 'late@example.com',
      password: 'secret-one',
    });
    expect(register.status).toBe(429);
  });
});

describe('the per-email sign-in limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    // A server whose lower() folds `İ` to `i`, as glibc's UTF-8 locales do (the test server's C
    // locale leaves it alone).
    app = await createTestApp({ env: { SIGN_IN_ATTEMPTS_PER_EMAIL: '3' }, ctype: 'C.UTF-8' });
    await awayFromWindowEdge(15 * 60_000, 20_000);
  }, 40_000);
  afterAll(() => app.close());

  const guess = (email: string, password = 'guess') =>
    app.post('/api/auth/login', { email, password });

  it('counts every spelling that finds one account as that account, İ included', async () => {
    const [{ folded }] = await app.services.db.query<{ folded: string }>(
      `SELECT lower('İris') AS folded`,
    );
    expect(folded).toBe('iris');
    const account = await createAccount(app.services, { email: 'iris@probe.example' });
    for (let i = 0; i < 3; i++) expect((await guess(account.email)).status).toBe(401);
    // PostgreSQL's lower() finds this account under `İris`; JavaScript's toLowerCase() does not
    // read it as `iris`.
    const dotted = await guess('İris@probe.example', TEST_PASSWORD);
    expect(dotted.status).toBe(429);
    expect(dotted.body.error).toBe('rate_limited');
  });

  it('counts an unknown address as PostgreSQL would find it, too', async () => {
    for (let i = 0; i < 3; i++) expect((await guess('idris@probe.example')).status).toBe(401);
    expect((await guess('İdrIs@PROBE.example')).status).toBe(429);
  });

  it('counts a wrong current password in a profile change as a sign-in attempt on the account', async () => {
    // A stolen session must not make the current password a guess without limit.
    const account = await createAccount(app.services);
    const change = (currentPassword: string) =>
      app.put(
        '/api/user-profile',
        { name: account.name, email: `moved-${account.email}`, currentPassword },
        account.headers,
      );
    for (let i = 0; i < 3; i++) expect((await change(`guess-${i}`)).status).toBe(400);
    const right = await change(TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.error).toBe('rate_limited');
    const login = await app.post('/api/auth/login', {
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(429);
    expect((await app.get('/api/user-profile', account.headers)).body.profile.email).toBe(
      account.email,
    );
  });
});
