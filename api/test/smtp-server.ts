import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server took it: parsed, its envelope recipients, when it arrived. */
export interface ReceivedMail {
  parsed: ParsedMail;
  /** The addresses of RCPT TO. */
  to: string[];
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
  /**
   * The first message to `to` among those received after the first `since` (all by default),
   * waiting for it up to `timeoutMs`.
   */
  next(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export const SMTP_PASSWORD = 'smtp-secret-password';

/**
 * Starts an SMTP server (the `smtp-server` package; no TLS; any sender, and the credentials of
 * `smtpUrl`) on 127.0.0.1, at `port` or any free one. Messages are parsed with `mailparser`, as
 * a mail client reads them.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const state = { received: [] as ReceivedMail[], attempts: [] as number[], refusals: 0 };
  const arrived = new Set<() => void>();
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
    onData: (stream, session, callback) => {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      simpleParser(stream).then((parsed) => {
        state.received.push({ parsed, to, at: Date.now() });
        for (const wake of arrived) wake();
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.server.address() as AddressInfo;
  const find = (to: string, since: number) =>
    state.received.slice(since).find((mail) => mail.to.includes(to));
  return Object.assign(state, {
    port: bound,
    url: smtpUrl(bound),
    next(to: string, { since = 0, timeoutMs = 10_000 } = {}) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const mail = find(to, since);
          if (!mail) return;
          clearTimeout(timer);
          arrived.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrived.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        arrived.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The SMTP_URL of a test server on `port`, with the credentials it accepts. */
export function smtpUrl(port: number): string {
  return `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${port}`;
}
