import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { eventually } from '../../../../test/eventually';
import { mailOutboxRepository } from '../mail-outbox.repository';
import { smtpTransport } from '../mail-transport';
import {
  countingTransport,
  outboxRows,
  resetMessage,
  startMailProcess,
  startSmtpServer,
  type MailProcess,
  type TestSmtpServer,
} from './mail.fixtures';

describe('mail across API processes', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const processes: MailProcess[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((process) => process.close()));
    await smtp.close();
    await database.drop();
  });

  async function startProcess(
    transport: Parameters<typeof startMailProcess>[1],
    options?: Parameters<typeof startMailProcess>[2],
  ) {
    const process = await startMailProcess(database.url, transport, options);
    processes.push(process);
    return process;
  }

  it('two processes draining 50 messages at once send each exactly once', async () => {
    const transports = [countingTransport(smtp.url), countingTransport(smtp.url)];
    const [one, two] = await Promise.all(
      transports.map((transport) => startProcess(transport, { batchSize: 3 })),
    );
    const recipients = Array.from({ length: 50 }, (_, i) => `user${i}@example.com`);
    await one.db.transaction(async (tx) => {
      for (const to of recipients) await one.mail.enqueue(tx, resetMessage(to, to));
    });

    one.mail.start();
    two.mail.start();

    await eventually(async () =>
      expect((await outboxRows(one.db)).filter((row) => row.status === 'sent')).toHaveLength(50),
    );
    const received = smtp.received.map(({ parsed }) => (parsed.to as { text: string }).text);
    expect(received.sort()).toEqual([...recipients].sort());
    // Both processes took part: the claims, not one process's luck, kept them apart.
    expect(Math.min(...transports.map((transport) => transport.sent))).toBeGreaterThan(0);
    expect(transports[0].sent + transports[1].sent).toBe(50);
    expect((await outboxRows(one.db)).every((row) => row.attempts === 1)).toBe(true);
  });

  it('a claim left by a crashed process is taken again once it expires, and only its new claimant marks it', async () => {
    const crashed = await startProcess(undefined);
    await crashed.db.query(
      `INSERT INTO mail_outbox (recipient, kind, subject, text, html)
       VALUES ('crash@example.com', 'password-reset', 'Subject', 'Text', '<p>HTML</p>')`,
    );
    // The crashed process claimed the message for 500 ms and died before sending it.
    const [stale] = await mailOutboxRepository.claimDue(crashed.db, 10, 500);
    const claimedAt = Date.now();

    const survivor = await startProcess(smtpTransport(smtp.url));
    survivor.mail.start();

    await eventually(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.received[0].at - claimedAt).toBeGreaterThanOrEqual(400);
    await eventually(async () =>
      expect(await outboxRows(survivor.db)).toEqual([
        expect.objectContaining({ status: 'sent', attempts: 2 }),
      ]),
    );
    // Come back to life, the crashed process cannot mark the message as its own.
    expect(await mailOutboxRepository.markSent(crashed.db, stale)).toBe(false);
    expect(
      await mailOutboxRepository.markAttemptFailed(crashed.db, stale, 'late failure', 100),
    ).toBe(false);
    expect(await outboxRows(survivor.db)).toEqual([
      expect.objectContaining({ status: 'sent', last_error: null }),
    ]);
  });
});
