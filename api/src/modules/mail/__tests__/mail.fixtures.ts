import type { DataSource } from 'typeorm';
import { Db } from '../../../core/db';
import { createLogger, type Logger } from '../../../core/logger';
import { createDataSource } from '../../../db/data-source';
import { smtpTransport, type MailTransport } from '../mail-transport';
import { MailService } from '../mail.service';
import type { MailQueueOptions } from '../mail-worker';

export { SMTP_PASSWORD, smtpUrl, startSmtpServer } from '../../../../test/smtp-server';
export type { ReceivedMail, TestSmtpServer } from '../../../../test/smtp-server';

export const PUBLIC_URL = 'https://flowvault.example';
export const MAIL_FROM = 'FlowVault <no-reply@flowvault.example>';

/** Waits short enough for a test: polls every 20 ms, retries after 100 ms, 400 ms, ... */
export const QUICK_QUEUE: Partial<MailQueueOptions> = {
  pollMs: 20,
  retryBaseMs: 100,
  retryMaxMs: 2_000,
  random: () => 0.5,
};

/**
 * One API process's mail, as far as the queue goes: its own pool on the database and its own
 * MailService (and so its own worker), with the quick waits unless told otherwise.
 */
export interface MailProcess {
  mail: MailService;
  db: Db;
  dataSource: DataSource;
  close(): Promise<void>;
}

export async function startMailProcess(
  databaseUrl: string,
  transport: MailTransport | undefined,
  options: Partial<MailQueueOptions> & { logger?: Logger } = {},
): Promise<MailProcess> {
  const dataSource = createDataSource({ url: databaseUrl, poolSize: 3 });
  await dataSource.initialize();
  const db = new Db(dataSource.manager);
  const { logger = createLogger('silent'), ...queue } = options;
  const mail = new MailService(db, { publicUrl: PUBLIC_URL, from: MAIL_FROM }, transport, logger, {
    ...QUICK_QUEUE,
    ...queue,
  });
  return {
    mail,
    db,
    dataSource,
    async close() {
      await mail.close();
      await dataSource.destroy();
    },
  };
}

/** An SMTP transport to `server`, counting what it sent (to tell two workers apart). */
export function countingTransport(url: string): MailTransport & { sent: number } {
  const smtp = smtpTransport(url);
  const counting = {
    sent: 0,
    async send(message: Parameters<MailTransport['send']>[0]) {
      await smtp.send(message);
      counting.sent += 1;
    },
    close: () => smtp.close(),
  };
  return counting;
}

/** A password-reset message to `to`, with a token to tell messages apart. */
export function resetMessage(to: string, token = 'abc') {
  return {
    to,
    kind: 'password-reset' as const,
    data: { name: 'Ada', resetPath: `/reset-password?token=${token}` },
  };
}

/** Every row of the outbox, oldest first. */
export function outboxRows(db: Db) {
  return db.query<{
    id: string;
    recipient: string;
    status: string;
    attempts: number;
    last_error: string | null;
    next_attempt_at: Date;
    sent_at: Date | null;
  }>(`SELECT * FROM mail_outbox ORDER BY created_at, id`);
}
