import { Client } from 'pg';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createAccount, TEST_PASSWORD, type TestAccount } from '../../../../test/accounts';
import {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../../../test/smtp-server';
import { linkIn as mailedLink, tokenIn as mailedToken } from '../../../../test/mailed-links';
import { awayFromWindowEdge } from '../../../../test/rate-limit-window';
import { RESET_LINK_INVALID, RESET_MAIL_OFF, RESET_REQUESTED } from '../password-reset.service';

/** The reset link of a mail, and its token. */
const linkIn = (mail: ReceivedMail) => mailedLink(mail, '/reset-password');
const tokenIn = (mail: ReceivedMail) => mailedToken(mail, '/reset-password');

describe('password reset by email', () => {
  let inbox: TestSmtpServer;
  let app: TestApp;
  let account: TestAccount;

  beforeAll(async () => {
    inbox = await startSmtpServer();
    app = await createTestApp({
      env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://flowvault.example' },
    });
    // As at boot: the process's mail worker runs.
    app.services.mail.start();
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });
  beforeEach(async () => {
    account = await createAccount(app.services, { name: 'Ada <Lovelace>' });
  });

  /** Asks for a link for `email` and reads the mail it sends `account`. */
  async function requestLink(email = account.email): Promise<ReceivedMail> {
    const since = inbox.received.length;
    const asked = await app.post('/api/auth/forgot-password', { email });
    expect(asked.status).toBe(202);
    return inbox.next(account.email, { since });
  }

  it('mails a link on PUBLIC_URL, in text and HTML, to the address of the account', async () => {
    const mail = await requestLink(account.email.toUpperCase());
    expect(mail.to).toEqual([account.email]);
    expect(mail.parsed.subject).toBe('Reset your FlowVault password');
    expect(linkIn(mail).origin).toBe('https://flowvault.example');
    expect(tokenIn(mail)).toMatch(/^[\w-]{43}$/);
    expect(mail.parsed.text).toContain('Ada <Lovelace>');
    expect(mail.parsed.text).toMatch(/30 minutes/);
    // The HTML part escapes the name and carries the same link.
    expect(mail.parsed.html).toContain('Ada &lt;Lovelace&gt;');
    expect(mail.parsed.html).toContain(tokenIn(mail));
    // Only the token's hash is kept.
    const stored = await app.services.db.query<{ tokenHash: string }>(
      `SELECT token_hash AS "tokenHash" FROM password_resets WHERE user_id = $1`,
      [account.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(tokenIn(mail));
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an unknown or disabled address exactly as a known one, and mails nobody', async () => {
    const disabled = await createAccount(app.services);
    await app.services.db.query(`UPDATE users SET disabled_at = now() WHERE id = $1`, [
      disabled.id,
    ]);
    const since = inbox.received.length;
    const unknown = await app.post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    const off = await app.post('/api/auth/forgot-password', { email: disabled.email });
    const known = await app.post('/api/auth/forgot-password', { email: account.email });
    for (const answer of [unknown, off, known]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: RESET_REQUESTED });
    }
    // Mail goes out in the order it was queued: had the others been sent, they came first.
    await inbox.next(account.email, { since });
    await app.services.passwordResets.settled();
    expect(inbox.received.slice(since).map((mail) => mail.to)).toEqual([[account.email]]);
  });

  it('answers before the account is even looked up, so its work cannot be timed', async () => {
    // Another session holds the links' table: recording the link waits, the answer does not.
    const blocker = new Client({ connectionString: app.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE password_resets IN ACCESS EXCLUSIVE MODE');
      const since = inbox.received.length;
      const asked = await app.post('/api/auth/forgot-password', { email: account.email });
      expect(asked.status).toBe(202);
      await blocker.query('COMMIT');
      await inbox.next(account.email, { since });
    } finally {
      await blocker.end();
    }
  });

  it('sets the new password, ends every earlier session and answers a new one', async () => {
    const mail = await requestLink();
    const reset = await app.post('/api/auth/reset-password', {
      token: tokenIn(mail),
      newPassword: 'a brand new secret',
    });
    expect(reset.status).toBe(200);
    const { token, user } = reset.body as { token: string; user: { email: string } };
    expect(user.email).toBe(account.email);
    expect((await app.get('/api/auth/me', account.headers)).status).toBe(401);
    expect((await app.get('/api/auth/me', { authorization: `Bearer ${token}` })).status).toBe(200);
    const signIn = (password: string) =>
      app.post('/api/auth/login', { email: account.email, password });
    expect((await signIn(TEST_PASSWORD)).status).toBe(401);
    expect((await signIn('a brand new secret')).status).toBe(200);
  });

  it('refuses a used, expired or forged link with one clear 400', async () => {
    const refusal = {
      error: 'validation_error',
      message: RESET_LINK_INVALID,
      fields: { token: RESET_LINK_INVALID },
    };
    const used = tokenIn(await requestLink());
    expect(
      (await app.post('/api/auth/reset-password', { token: used, newPassword: 'first new' }))
        .status,
    ).toBe(200);
    const again = await app.post('/api/auth/reset-password', {
      token: used,
      newPassword: 'other' + 'x',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject(refusal);

    const expiring = tokenIn(await requestLink());
    await app.services.db.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const expired = await app.post('/api/auth/reset-password', {
      token: expiring,
      newPassword: 'too late',
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject(refusal);

    const forged = await app.post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      newPassword: 'forged one',
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject(refusal);
    // None of them changed the password set with the first link.
    const signIn = await app.post('/api/auth/login', {
      email: account.email,
      password: 'first new',
    });
    expect(signIn.status).toBe(200);
  });

  it('spends a link once when it is used twice at the same time, and ends the other links', async () => {
    const first = tokenIn(await requestLink());
    const second = tokenIn(await requestLink());
    const answers = await Promise.all(
      ['one new secret', 'two new secret'].map((newPassword) =>
        app.post('/api/auth/reset-password', { token: first, newPassword }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const other = await app.post('/api/auth/reset-password', {
      token: second,
      newPassword: 'three new secret',
    });
    expect(other.status).toBe(400);
  });

  it('checks the new password before spending the link', async () => {
    const token = tokenIn(await requestLink());
    const short = await app.post('/api/auth/reset-password', { token, newPassword: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      fields: { newPassword: expect.stringMatching(/at least 6/) },
    });
    const ok = await app.post('/api/auth/reset-password', { token, newPassword: 'long enough' });
    expect(ok.status).toBe(200);
  });

  it('refuses malformed requests with a 400, never a 500', async () => {
    for (const body of [
      {},
      { email: 'not an address' },
      { email: 42 },
      '[]',
      { email: `${account.email}\u0000` },
      { email: 'x'.repeat(100_000) + '@example.com' },
      '{"email":"a\\ud800@example.com"}',
    ]) {
      const answer = await app.post('/api/auth/forgot-password', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation_error' });
    }
    const token = tokenIn(await requestLink());
    for (const body of [
      {},
      { token: 'x' },
      { newPassword: 'long enough' },
      { token: 'x'.repeat(500), newPassword: 'long enough' },
      { token: `${token}\u0000`, newPassword: 'long enough' },
      { token, newPassword: 'long enough\u0000' },
      { token: [token], newPassword: 'long enough' },
    ]) {
      const answer = await app.post('/api/auth/reset-password', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation_error' });
    }
    // None of them spent the link.
    const used = await app.post('/api/auth/reset-password', { token, newPassword: 'long enough' });
    expect(used.status).toBe(200);
  });

  it('does the same over GraphQL', async () => {
    const since = inbox.received.length;
    const asked = await app.graphql(
      `mutation ($input: ForgotPasswordInput!) { forgotPassword(input: $input) { message } }`,
      { input: { email: account.email } },
    );
    expect(asked.body).toEqual({ data: { forgotPassword: { message: RESET_REQUESTED } } });
    const token = tokenIn(await inbox.next(account.email, { since }));
    const reset = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { token user { email } } }`;
    const done = await app.graphql(reset, { input: { token, newPassword: 'graphql secret' } });
    expect(done.body).toMatchObject({
      data: { resetPassword: { user: { email: account.email } } },
    });
    const again = await app.graphql(reset, { input: { token, newPassword: 'graphql secret' } });
    expect(again.body).toMatchObject({
      errors: [{ message: RESET_LINK_INVALID, extensions: { code: 'VALIDATION_ERROR' } }],
    });
  });
});

describe('password reset limits', () => {
  let inbox: TestSmtpServer;
  let app: TestApp;
  let second: TestApp;
  let client = 0;

  beforeAll(async () => {
    inbox = await startSmtpServer();
    const env = {
      SMTP_URL: inbox.url,
      PASSWORD_RESETS_PER_EMAIL: '2',
      PASSWORD_RESETS_PER_IP: '4',
      // The client is the address the loopback proxy names, so tests can be many clients.
      TRUST_PROXY: 'loopback',
    };
    app = await createTestApp({ env });
    // A second API process on the same database: the counts are shared.
    second = await createTestApp({ env, databaseUrl: app.databaseUrl });
  });
  afterAll(async () => {
    await second.close();
    await app.close();
    await inbox.close();
  });

  // Each test spends a budget and expects the refusal: none may straddle a 15-minute reset.
  beforeEach(() => awayFromWindowEdge(15 * 60_000, 10_000));

  /** Asks for a link from `from` (a new client each time unless given). */
  const ask = (target: TestApp, email: string, from = `203.0.113.${++client}`) =>
    target.post('/api/auth/forgot-password', { email }, { 'x-forwarded-for': from });

  it('limits each address, in any spelling, with the same refusal whether it is known', async () => {
    const account = await createAccount(app.services);
    for (const email of [account.email, 'nobody@example.com']) {
      expect((await ask(app, email)).status).toBe(202);
      expect((await ask(app, email.toUpperCase())).status).toBe(202);
      const third = await ask(app, email);
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({
        error: 'rate_limited',
        message: expect.stringMatching(
          /^Too many password reset requests\. Try again in \d+ (seconds?|minutes?)\.$/,
        ),
      });
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it("holds an address's count across API processes", async () => {
    const email = 'shared@example.com';
    expect((await ask(app, email)).status).toBe(202);
    expect((await ask(app, email)).status).toBe(202);
    await app.services.rateLimits.sync();
    // The other process admits at most what it counted before it first shared (each process
    // decides on the last shared total), then refuses.
    await ask(second, email);
    await second.services.rateLimits.sync();
    expect((await ask(second, email)).status).toBe(429);
  });

  it('limits each client, whatever addresses it asks for', async () => {
    const from = '198.51.100.7';
    for (let i = 0; i < 4; i++) {
      expect((await ask(app, `sweep-${i}@example.com`, from)).status).toBe(202);
    }
    expect((await ask(app, 'sweep-4@example.com', from)).status).toBe(429);
    // Using a link counts against the same budget.
    const use = await app.post(
      '/api/auth/reset-password',
      { token: 'x'.repeat(43), newPassword: 'long enough' },
      { 'x-forwarded-for': from },
    );
    expect(use.status).toBe(429);
  });
});

describe('password reset without mail', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => app.close());

  it('says reset by email is off, the same for every address, and records nothing', async () => {
    const account = await createAccount(app.services);
    for (const email of [account.email, 'nobody@example.com']) {
      const answer = await app.post('/api/auth/forgot-password', { email });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: 'mail_unavailable', message: RESET_MAIL_OFF });
    }
    await app.services.passwordResets.settled();
    expect(await app.services.db.query(`SELECT 1 FROM password_resets`)).toEqual([]);
  });
});
