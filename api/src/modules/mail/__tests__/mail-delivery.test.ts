import { createTestApp, type TestApp } from '../../../../test/app';
import { eventually } from '../../../../test/eventually';
import { freePort } from '../../../lib/free-port';
import { createLogger } from '../../../core/logger';
import { smtpTransport } from '../mail-transport';
import { mailModule } from '../mail.module';
import {
  MAIL_FROM,
  PUBLIC_URL,
  SMTP_PASSWORD,
  outboxRows,
  resetMessage,
  smtpUrl,
  startMailProcess,
  startSmtpServer,
  type MailProcess,
  type TestSmtpServer,
} from './mail.fixtures';

describe('mail through SMTP', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_URL },
    });
    // As a serving process's warm-up does.
    await mailModule.warmUp!(app.services);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('a message queued in a committed transaction arrives with text and HTML, From, To, subject and an absolute link', async () => {
    const { db, mail } = app.services;
    expect(mail.enabled).toBe(true);
    await db.transaction((tx) => mail.enqueue(tx, resetMessage('ada@example.com', 'tok1')));

    await eventually(() => expect(smtp.received).toHaveLength(1));
    const { parsed } = smtp.received[0];
    expect(parsed.from?.value).toEqual([
      { name: 'FlowVault', address: 'no-reply@flowvault.example' },
    ]);
    expect(parsed.to).toMatchObject({ value: [{ address: 'ada@example.com', name: '' }] });
    expect(parsed.subject).toBe('Reset your FlowVault password');
    expect(parsed.text).toContain('https://flowvault.example/reset-password?token=tok1');
    expect(parsed.html).toContain('href="https://flowvault.example/reset-password?token=tok1"');
    await eventually(async () =>
      expect(await outboxRows(db)).toEqual([
        expect.objectContaining({ status: 'sent', attempts: 1, sent_at: expect.any(Date) }),
      ]),
    );
  });

  it('nothing is sent when the enqueueing transaction rolls back', async () => {
    const { db, mail } = app.services;
    await expect(
      db.transaction(async (tx) => {
        await mail.enqueue(tx, resetMessage('rolled@example.com'));
        throw new Error('the reset failed after queueing its mail');
      }),
    ).rejects.toThrow('the reset failed');
    // A message queued afterwards arrives, so the worker had its chance at the first.
    await mail.enqueue(db, resetMessage('after@example.com'));

    await eventually(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.received[0].parsed.to).toMatchObject({ text: 'after@example.com' });
    const recipients = (await outboxRows(db)).map((row) => row.recipient);
    expect(recipients).not.toContain('rolled@example.com');
  });

  it('an address that is not one email address is refused before anything is queued', async () => {
    const { db, mail } = app.services;
    for (const to of ['no-at-sign', 'a@b.example, c@d.example', 'Eve <eve@example.com>']) {
      await expect(mail.enqueue(db, resetMessage(to))).rejects.toMatchObject({
        code: 'validation_error',
      });
    }
  });
});

describe('mail when the SMTP server fails', () => {
  let process: MailProcess | undefined;
  let smtp: TestSmtpServer | undefined;
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await process?.close();
    await smtp?.close();
    process = smtp = undefined;
    await app.services.db.query(`DELETE FROM mail_outbox`);
  });
  afterAll(() => app?.close());

  it('a refused message is retried with growing waits and arrives once the server takes it', async () => {
    smtp = await startSmtpServer();
    smtp.refusals = 2;
    process = await startMailProcess(app.databaseUrl, smtpTransport(smtp.url));
    process.mail.start();
    await process.mail.enqueue(process.db, resetMessage('ada@example.com'));

    await eventually(async () => {
      const [queued] = await outboxRows(process!.db);
      expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
      expect(queued.last_error).toMatch(/451 Mailbox busy/);
      expect(queued.last_error).not.toContain(SMTP_PASSWORD);
    });

    await eventually(() => expect(smtp!.received).toHaveLength(1));
    // 100 ms after the first failure, then 400 ms after the second (QUICK_QUEUE, no jitter).
    const [first, second, third] = smtp.attempts;
    expect(smtp.attempts).toHaveLength(3);
    expect(second - first).toBeGreaterThanOrEqual(100);
    expect(third - second).toBeGreaterThanOrEqual(400);
    // The server has the message before the worker records it as sent.
    await eventually(async () =>
      expect(await outboxRows(process!.db)).toEqual([
        expect.objectContaining({
          status: 'sent',
          attempts: 3,
          last_error: expect.stringMatching(/451 Mailbox busy/),
        }),
      ]),
    );
  });

  it('mail queued while the server is down is kept and arrives once it is up', async () => {
    const port = await freePort();
    process = await startMailProcess(app.databaseUrl, smtpTransport(smtpUrl(port)));
    process.mail.start();
    await process.mail.enqueue(process.db, resetMessage('down@example.com'));

    await eventually(async () => {
      const [row] = await outboxRows(process!.db);
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    });
    smtp = await startSmtpServer(port);

    await eventually(() => expect(smtp!.received).toHaveLength(1));
    expect(smtp.received[0].parsed.to).toMatchObject({ text: 'down@example.com' });
  });

  it('a message that keeps failing is marked failed after the last attempt, and not sent again', async () => {
    smtp = await startSmtpServer();
    smtp.refusals = 3;
    process = await startMailProcess(app.databaseUrl, smtpTransport(smtp.url), {
      maxAttempts: 3,
    });
    process.mail.start();
    await process.mail.enqueue(process.db, resetMessage('never@example.com'));

    await eventually(async () =>
      expect(await outboxRows(process!.db)).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 3 }),
      ]),
    );
    // The server takes mail again. A later message arriving shows the worker has claimed since:
    // had it taken the failed one again, at that claim or before, it would count a fourth attempt.
    await process.mail.enqueue(process.db, resetMessage('later@example.com'));
    await smtp.next('later@example.com');
    expect(await outboxRows(process.db)).toEqual([
      expect.objectContaining({ recipient: 'never@example.com', status: 'failed', attempts: 3 }),
      expect.objectContaining({ recipient: 'later@example.com', attempts: 1 }),
    ]);
    expect(smtp.attempts).toHaveLength(3 + 1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['later@example.com']]);
  });

  it('a stored or logged failure never carries the SMTP credentials', async () => {
    const logs: string[] = [];
    const leaky = {
      send: () => Promise.reject(new Error(`cannot reach ${smtpUrl(1)}: ECONNREFUSED`)),
      close: () => undefined,
    };
    process = await startMailProcess(app.databaseUrl, leaky, {
      logger: createLogger('trace', { write: (line: string) => void logs.push(line) }),
    });
    process.mail.start();
    await process.mail.enqueue(process.db, resetMessage('ada@example.com'));

    await eventually(async () => {
      const [row] = await outboxRows(process!.db);
      expect(row.last_error).toBe('cannot reach smtp://127.0.0.1:1: ECONNREFUSED');
    });
    expect(logs.join('\n')).toContain('cannot reach smtp://127.0.0.1:1');
    expect(logs.join('\n')).not.toContain(SMTP_PASSWORD);
  });

  it('after a restart, mail the last process queued but did not send is sent by the next', async () => {
    smtp = await startSmtpServer();
    // The first process commits its mail and stops before its worker sends it.
    const first = await startMailProcess(app.databaseUrl, smtpTransport(smtp.url));
    await first.mail.enqueue(first.db, resetMessage('one@example.com'));
    await first.mail.enqueue(first.db, resetMessage('two@example.com'));
    await first.close();
    expect(smtp.received).toHaveLength(0);

    process = await startMailProcess(app.databaseUrl, smtpTransport(smtp.url));
    process.mail.start();

    await eventually(() => expect(smtp!.received).toHaveLength(2));
    const to = smtp.received.map(({ parsed }) => (parsed.to as { text: string }).text).sort();
    expect(to).toEqual(['one@example.com', 'two@example.com']);
  });
});
