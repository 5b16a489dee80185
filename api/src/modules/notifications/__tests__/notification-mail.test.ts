import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { eventually } from '../../../../test/eventually';
import {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../../../test/smtp-server';
import { say } from '../../chat/__tests__/chat.fixtures';
import {
  applyTo,
  createCast,
  createRequest,
  newTemplate,
  type HiringCast,
} from '../../hiring/__tests__/hiring.fixtures';
import { MailService } from '../../mail/mail.service';
import { NotificationService } from '../notification.service';
import { notificationsOf, patch } from './notification.fixtures';

const PUBLIC_URL = 'https://flowvault.example';

/** A header of a message as it was sent (mailparser folds List-* headers into one object). */
function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** The one-click address of a message's List-Unsubscribe header, on the test server. */
function oneClickUrl(mail: ReceivedMail, app: TestApp): string {
  const text = rawHeader(mail, 'list-unsubscribe') ?? '';
  const found = /<(https?:\/\/[^>]+)>/.exec(text);
  if (!found) throw new Error(`no List-Unsubscribe in ${text}`);
  return found[1].replace(PUBLIC_URL, app.baseUrl);
}

/** The unsubscribe page's token in a message's text. */
function pageToken(mail: ReceivedMail): string {
  const found = /\/unsubscribe\?token=(\S+)/.exec(mail.parsed.text ?? '');
  if (!found) throw new Error(`no unsubscribe link in ${mail.parsed.text}`);
  return decodeURIComponent(found[1]);
}

/**
 * Notifications by email: one message per event for the kinds a user keeps on, a chat digest at
 * most every 10 minutes, and a one-click unsubscribe per kind that needs no sign-in.
 */
describe('notifications by email', () => {
  let inbox: TestSmtpServer;
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    inbox = await startSmtpServer();
    app = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL } });
    app.services.mail.start();
  });
  beforeEach(async () => {
    cast = await createCast(app);
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  it("emails the event in text and HTML, with the app's link and a way out of this kind", async () => {
    const since = inbox.received.length;
    const request = await createRequest(app, cast.client, await newTemplate(app, 'Lead <Router>'));
    const application = await applyTo(app, cast.expert, request._id);
    const mail = await inbox.next(cast.client.email, { since });
    expect(mail.parsed.subject).toBe('An expert applied to your request');
    expect(mail.parsed.text).toContain('Hi Casey Secret-Client,');
    expect(mail.parsed.text).toContain('"Lead <Router>"');
    expect(mail.parsed.text).toContain(
      `${PUBLIC_URL}/dashboard?section=hire-requests&request=${request._id}&application=${application._id}`,
    );
    expect(mail.parsed.html).toContain('&quot;Lead &lt;Router&gt;&quot;');
    expect(mail.parsed.html).not.toContain('<Router>');
    expect(mail.parsed.text).toMatch(
      /To stop these emails: https:\/\/flowvault\.example\/unsubscribe\?token=/,
    );
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(mail, 'list-unsubscribe')).toMatch(
      /^<https:\/\/flowvault\.example\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
    );
  });

  it('unsubscribes one kind in one click without a session; other kinds still come', async () => {
    let since = inbox.received.length;
    const first = await createRequest(app, cast.client, await newTemplate(app));
    await applyTo(app, cast.expert, first._id);
    const mail = await inbox.next(cast.client.email, { since });

    // RFC 8058: the mail client POSTs the form body to the header's address.
    const oneClick = await fetch(oneClickUrl(mail, app), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({
      kind: 'expert_applied',
      message: 'You will no longer get emails for: An expert applied to your hire request.',
    });
    // The page's link (GraphQL, as the web page calls it) says the same, again.
    const again = await app.graphql(
      `mutation($token: String!) { unsubscribe(input: { token: $token }) { kind message } }`,
      { token: pageToken(mail) },
    );
    expect(again.body.data.unsubscribe.kind).toBe('expert_applied');
    const settings = await app.get('/api/notifications/settings', cast.client.headers);
    expect(settings.body.settings[0]).toMatchObject({
      kind: 'expert_applied',
      inApp: true,
      email: false,
    });

    since = inbox.received.length;
    await applyTo(app, cast.otherExpert, first._id);
    // In the app it is still told; by email it is not. Another kind still emails.
    expect(
      (await notificationsOf(app, cast.client)).filter((n) => n.kind === 'expert_applied'),
    ).toHaveLength(2);
    const plan = await app.services.db.transaction((tx) =>
      app.services.notifications.notify(tx, {
        userId: cast.client.id,
        kind: 'project_completed',
        title: 'Another kind',
        body: 'Still emailed.',
        link: '/dashboard',
      }),
    );
    expect(plan).toBeUndefined();
    const next = await inbox.next(cast.client.email, { since });
    expect(next.parsed.subject).toBe('Another kind');
  });

  it('refuses a forged, altered or foreign token with one 400, changing nothing', async () => {
    const token = app.services.notifications.unsubscribeToken(cast.client.id, 'expert_applied');
    const [userId, kind, signature] = token.split('.');
    const bad = [
      'nonsense',
      `${userId}.${kind}.`,
      `${userId}.chat_message.${signature}`,
      `${cast.expert.id}.${kind}.${signature}`,
      `${userId}.${kind}.${signature}x`,
      `${token}.extra`,
      `${userId.toUpperCase()}.${kind}.${signature}`,
      `${token}\u0000`,
      `${userId}.${kind}\u0000.${signature}`,
      'x'.repeat(10_000),
    ];
    for (const forged of bad) {
      const res = await app.post(
        `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
        undefined,
      );
      expect({ forged, status: res.status, error: res.body.error }).toEqual({
        forged,
        status: 400,
        error: 'validation_error',
      });
    }
    const missing = await app.post('/api/notifications/unsubscribe', undefined);
    expect(missing.status).toBe(400);
    // A well-signed link of an account that is gone: the same 400, not a database error.
    const gone = await createAccount(app.services);
    const goneToken = app.services.notifications.unsubscribeToken(gone.id, 'chat_message');
    await app.services.db.query(`DELETE FROM users WHERE id = $1`, [gone.id]);
    const late = await app.post(
      `/api/notifications/unsubscribe?token=${encodeURIComponent(goneToken)}`,
      undefined,
    );
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('validation_error');
    const settings = await app.get('/api/notifications/settings', cast.client.headers);
    expect(settings.body.settings.every((s: { email: boolean }) => s.email)).toBe(true);
  });

  it('sends nothing by email for a kind turned off in settings', async () => {
    const off = await patch(
      app,
      '/api/notifications/settings',
      { kind: 'expert_applied', email: false },
      cast.client.headers,
    );
    expect(off.status).toBe(200);
    const request = await createRequest(app, cast.client, await newTemplate(app));
    await applyTo(app, cast.expert, request._id);
    const queued = await app.services.db.query(`SELECT 1 FROM mail_outbox WHERE recipient = $1`, [
      cast.client.email,
    ]);
    expect(queued).toEqual([]);
    expect(await notificationsOf(app, cast.client)).toHaveLength(1);
  });

  it('mails chat messages as a digest: at once, then at most one per 10 minutes gathering the rest', async () => {
    // Only the chat's mail is of interest here.
    await patch(
      app,
      '/api/notifications/settings',
      { kind: 'expert_applied', email: false },
      cast.client.headers,
    );
    const one = await createRequest(app, cast.client, await newTemplate(app, 'First Flow'));
    const two = await createRequest(app, cast.client, await newTemplate(app, 'Second Flow'));
    await applyTo(app, cast.expert, one._id);
    await applyTo(app, cast.expert, two._id);
    const since = inbox.received.length;
    await say(app, cast.expert, one._id, 'Hello on the first');
    const first = await inbox.next(cast.client.email, { since });
    expect(first.parsed.subject).toBe('New chat messages on FlowVault');
    expect(first.parsed.text).toContain('The expert: Hello on the first');

    await say(app, cast.expert, two._id, 'Hello on the second');
    await say(app, cast.expert, one._id, 'More on the first');
    await say(app, cast.expert, two._id, 'More on the second');
    const digestRows = () =>
      app.services.db.query<{ status: string; text: string; dueIn: number }>(
        `SELECT status, text, extract(epoch FROM next_attempt_at - created_at)::int AS "dueIn"
           FROM mail_outbox WHERE recipient = $1 AND kind = 'chat-digest' ORDER BY created_at`,
        [cast.client.email],
      );
    // The inbox has the first digest before its worker records it as sent.
    await eventually(async () =>
      expect((await digestRows()).map((d) => d.status)).toEqual(['sent', 'queued']),
    );
    const digests = await digestRows();
    // Queued 10 minutes after the first, and holding both conversations.
    expect(digests[1].dueIn).toBeGreaterThan(9 * 60);
    expect(digests[1].dueIn).toBeLessThanOrEqual(10 * 60);
    expect(digests[1].text).toContain('Second Flow');
    expect(digests[1].text).toContain('First Flow');
    expect(inbox.received.length - since).toBe(1);

    // Its time comes: one message for all three.
    await app.services.db.query(
      `UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = $1 AND status = 'queued'`,
      [cast.client.email],
    );
    const second = await inbox.next(cast.client.email, { since: since + 1, timeoutMs: 15_000 });
    expect(second.parsed.subject).toBe('New chat messages in 2 conversations on FlowVault');
    expect(inbox.received.length - since).toBe(2);
  });

  it('keeps the event and its notification when this server has no mail', async () => {
    const account: TestAccount = await createAccount(app.services);
    const offline = new NotificationService(app.services.db, {
      realtime: app.services.realtime,
      mail: new MailService(
        app.services.db,
        { publicUrl: PUBLIC_URL, from: 'FlowVault <no-reply@flowvault.example>' },
        undefined,
        app.services.logger,
      ),
      logger: app.services.logger,
      secret: '00'.repeat(32),
    });
    expect(offline.emailAvailable).toBe(false);
    await app.services.db.transaction((tx) =>
      offline.notify(tx, {
        userId: account.id,
        kind: 'project_active',
        title: 'Active',
        body: 'Active.',
        link: '/dashboard',
      }),
    );
    expect(await notificationsOf(app, account)).toHaveLength(1);
    expect(
      await app.services.db.query(`SELECT 1 FROM mail_outbox WHERE recipient = $1`, [
        account.email,
      ]),
    ).toEqual([]);
  });
});
