import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import { Db } from '../../../common/db';
import { createLogger, type Logger } from '../../../common/logger';
import { createDataSource } from '../../../db/data-source';
import { smtpTransport, type MailTransport } from '../mail-transport';
import { MailService } from '../mail.service';
import type { MailQueueOptions } from '../mail-worker';

export const PUBLIC_URL = 'https://flowvault.example';
export const MAIL_FROM = 'FlowVault <no-reply@flowvault.example>';

/** Waits short enough for a test: polls every 20 ms, retries after 100 ms, 400 ms, ... */
export const QUICK_QUEUE: Partial<MailQueueOptions> = {
  pollMs: 20,
  retryBaseMs: 100,
  retryMaxMs: 2_000,
  random: () => 0.5,
};

/** A message as the SMTP server took it: parsed, with when it arrived. */
export interface ReceivedMail {
  parsed: ParsedMail;
  at: number;
}

/** A real SMTP server in this process, on loopback, that tests can make refuse mail. */
export interface TestSmtpServer {
  port: number;
  /** An SMTP_URL with credentials, which the server accepts. */
  url: string;
  received: ReceivedMail[];
  /** When each RCPT TO came in, refused or not: one per sending attempt. */
  attempts: number[];
  /** How many of the next recipients are refused with a temporary 451 (Infinity: all). */
  refusals: number;
  close(): Promise<void>;
}

export const SMTP_PASSWORD = 'smtp-secret-password';

/** Starts an SMTP server on 127.0.0.1 (port 0: any free one, or `port`). */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const state = { received: [] as ReceivedMail[], attempts: [] as number[], refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 50,
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.password === SMTP_PASSWORD
        ? callback(null, { user: auth.username })
        : callback(new Error('Invalid credentials')),
    onRcptTo: (_address, _session, callback) => {
      state.attempts.push(Date.now());
      if (state.refusals <= 0) return callback();
      state.refusals -= 1;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then((parsed) => {
        state.received.push({ parsed, at: Date.now() });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    port: bound,
    url: smtpUrl(bound),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export function smtpUrl(port: number): string {
  return `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${port}`;
}

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
