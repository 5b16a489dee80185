import { createTestApp, type TestApp } from '../../../../test/app';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { linkIn as mailedLink, tokenIn as mailedToken } from '../../../../test/mailed-links';
import { awayFromWindowEdge } from '../../../../test/rate-limit-window';
import {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../../../test/smtp-server';
import {
  ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  VERIFY_LINK_INVALID,
  VERIFY_MAIL_OFF,
  verificationSent,
} from '../email-verification.service';

/** The verification link of a mail, and its token. */
const linkIn = (mail: ReceivedMail) => mailedLink(mail, '/verify-email');
const tokenIn = (mail: ReceivedMail) => mailedToken(mail, '/verify-email');

const refusal = {
  error: 'validation_error',
  message: VERIFY_LINK_INVALID,
  fields: { token: VERIFY_LINK_INVALID },
};

describe('email verification', () => {
  let inbox: TestSmtpServer;
  let app: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpServer();
    app = await createTestApp({
      env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://flowvault.example' },
    });
    app.services.mail.start();
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const me = async (headers: Record<string, string>) =>
    (await app.get('/api/auth/me', headers)).body.user as { emailVerified: boolean; email: string };
  const verify = (token: unknown) => app.post('/api/auth/verify-email', { token });

  /** Registers a new account and reads its first link's mail. */
  async function register(name = 'Grace <Hopper>') {
    const email = `verify-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const since = inbox.received.length;
    const registered = await app.post('/api/auth/register', {
      name,
      email,
      password: 'a long secret',
    });
    expect(registered.status).toBe(201);
    const headers = { authorization: `Bearer ${registered.body.token as string}` };
    expect(registered.body.user.emailVerified).toBe(false);
    return { email, headers, mail: await inbox.next(email, { since }) };
  }

  it('mails a new account a link on PUBLIC_URL, in text and HTML, and keeps only its hash', async () => {
    const { email, mail } = await register();
    expect(mail.parsed.subject).toBe('Verify your email for FlowVault');
    expect(linkIn(mail).origin).toBe('https://flowvault.example');
    expect(tokenIn(mail)).toMatch(/^[\w-]{43}$/);
    expect(mail.parsed.text).toContain('Grace <Hopper>');
    expect(mail.parsed.text).toMatch(/24 hours/);
    expect(mail.parsed.html).toContain('Grace &lt;Hopper&gt;');
    expect(mail.parsed.html).toContain(tokenIn(mail));
    const stored = await app.services.db.query<{ tokenHash: string; email: string }>(
      `SELECT v.token_hash AS "tokenHash", v.email FROM email_verifications v
         JOIN users u ON u.id = v.user_id WHERE u.email = $1`,
      [email],
    );
    expect(stored).toEqual([{ tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/), email }]);
    expect(stored[0].tokenHash).not.toContain(tokenIn(mail));
  });

  it('verifies the address with the link, signed in or not, and says so in `me`', async () => {
    const { headers, mail } = await register();
    const done = await verify(tokenIn(mail));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: EMAIL_VERIFIED });
    expect((await me(headers)).emailVerified).toBe(true);
    const graphql = await app.graphql('{ me { emailVerified } }', {}, headers);
    expect(graphql.body.data.me.emailVerified).toBe(true);
  });

  it('refuses a used, expired or forged link, and one for an address the account left', async () => {
    const used = await register();
    expect((await verify(tokenIn(used.mail))).status).toBe(200);
    const again = await verify(tokenIn(used.mail));
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refusal);

    const expiring = await register();
    await app.services.db.query(
      `UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    expect((await verify(tokenIn(expiring.mail))).body).toEqual(refusal);
    expect((await me(expiring.headers)).emailVerified).toBe(false);

    expect((await verify('x'.repeat(43))).body).toEqual(refusal);

    // The address changes after the link was sent: the link no longer verifies anything.
    const moved = await register();
    await app.services.db.query(`UPDATE users SET email = $2 WHERE email = $1`, [
      moved.email,
      `moved-${moved.email}`,
    ]);
    expect((await verify(tokenIn(moved.mail))).body).toEqual(refusal);
    expect((await me(moved.headers)).emailVerified).toBe(false);
  });

  it('spends a link once when it is used twice at the same time, and ends the other links', async () => {
    const { email, headers, mail } = await register();
    const since = inbox.received.length;
    expect((await app.post('/api/auth/verification-email', {}, headers)).status).toBe(202);
    const second = await inbox.next(email, { since });
    const answers = await Promise.all([verify(tokenIn(mail)), verify(tokenIn(mail))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect((await verify(tokenIn(second))).status).toBe(400);
  });

  it('sends a new link on request, and none once the address is verified', async () => {
    const account: TestAccount = await createAccount(app.services);
    expect((await me(account.headers)).emailVerified).toBe(false);
    const since = inbox.received.length;
    const resent = await app.post('/api/auth/verification-email', {}, account.headers);
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({
      message: verificationSent(account.email),
      emailVerified: false,
    });
    const mail = await inbox.next(account.email, { since });
    expect((await verify(tokenIn(mail))).status).toBe(200);
    const more = await app.post('/api/auth/verification-email', {}, account.headers);
    expect(more.body).toEqual({ message: ALREADY_VERIFIED, emailVerified: true });
    await app.services.emailVerifications.settled();
    expect(inbox.received.slice(since).map((received) => received.to)).toEqual([[account.email]]);
    const graphql = await app.graphql(
      'mutation { sendVerificationEmail { message emailVerified } }',
      {},
      account.headers,
    );
    expect(graphql.body.data.sendVerificationEmail).toEqual({
      message: ALREADY_VERIFIED,
      emailVerified: true,
    });
  });

  it('forgets the verification when the address changes, not when only its case does', async () => {
    const { email, headers, mail } = await register();
    expect((await verify(tokenIn(mail))).status).toBe(200);
    const update = (newEmail: string) =>
      app.put(
        '/api/user-profile',
        { name: 'Grace', email: newEmail, currentPassword: 'a long secret' },
        headers,
      );
    expect((await update(email.toUpperCase())).status).toBe(200);
    expect((await me(headers)).emailVerified).toBe(true);
    expect((await update(`new-${email}`)).status).toBe(200);
    expect((await me(headers)).emailVerified).toBe(false);
  });

  it('verifies over GraphQL too', async () => {
    const { headers, mail } = await register();
    const mutation =
      'mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { message } }';
    const done = await app.graphql(mutation, { input: { token: tokenIn(mail) } });
    expect(done.body.data.verifyEmail).toEqual({ message: EMAIL_VERIFIED });
    expect((await me(headers)).emailVerified).toBe(true);
    const again = await app.graphql(mutation, { input: { token: tokenIn(mail) } });
    expect(again.body.errors[0].message).toBe(VERIFY_LINK_INVALID);
  });

  it('refuses malformed requests with a 400 and a visitor asking for a link with a 401', async () => {
    for (const token of [undefined, '', 42, 'x'.repeat(201)]) {
      const answer = await verify(token);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('validation_error');
    }
    expect((await app.post('/api/auth/verification-email', {})).status).toBe(401);
  });
});

describe('email verification limits', () => {
  let inbox: TestSmtpServer;
  let app: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpServer();
    app = await createTestApp({
      env: {
        SMTP_URL: inbox.url,
        PASSWORD_RESETS_PER_EMAIL: '2',
        PASSWORD_RESETS_PER_IP: '4',
        TRUST_PROXY: 'loopback',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });
  beforeEach(() => awayFromWindowEdge(15 * 60_000, 10_000));

  it('sends an account at most as many links as password resets allow, then says when to retry', async () => {
    const account = await createAccount(app.services);
    const ask = (from: string) =>
      app.post('/api/auth/verification-email', {}, { ...account.headers, 'x-forwarded-for': from });
    expect((await ask('203.0.113.10')).status).toBe(202);
    expect((await ask('203.0.113.11')).status).toBe(202);
    const third = await ask('203.0.113.12');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many verification emails\. Try again in \d+/),
    });
  });

  it('limits each client, links used included', async () => {
    const from = { 'x-forwarded-for': '198.51.100.9' };
    for (let i = 0; i < 4; i++) {
      const answer = await app.post('/api/auth/verify-email', { token: 'x'.repeat(43) }, from);
      expect(answer.status).toBe(400);
    }
    const fifth = await app.post('/api/auth/verify-email', { token: 'x'.repeat(43) }, from);
    expect(fifth.status).toBe(429);
  });
});

describe('email verification without mail', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => app.close());

  it('registers without a link, and says a new one cannot be sent', async () => {
    const registered = await app.post('/api/auth/register', {
      name: 'No Mail',
      email: 'no-mail@example.com',
      password: 'a long secret',
    });
    expect(registered.status).toBe(201);
    await app.services.emailVerifications.settled();
    expect(await app.services.db.query(`SELECT 1 FROM email_verifications`)).toEqual([]);
    const headers = { authorization: `Bearer ${registered.body.token as string}` };
    const asked = await app.post('/api/auth/verification-email', {}, headers);
    expect(asked.status).toBe(503);
    expect(asked.body).toEqual({ error: 'mail_unavailable', message: VERIFY_MAIL_OFF });
  });
});
