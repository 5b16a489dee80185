import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server received it, parsed. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The message as sent, headers included. */
  raw: string;
}

/** A real SMTP server on loopback, keeping what it receives, for tests to read. */
export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`: the server's address as SMTP_URL takes it. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /** The first message to `to` received after `since` messages (waits up to `timeoutMs`). */
  next(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server (the `smtp-server` package, no TLS, any sender accepted) on 127.0.0.1 at
 * a free port. Messages are parsed with `mailparser`, as a mail client would read them.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw,
            });
            for (const wake of waiting) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, since: number) =>
    messages.slice(since).find((message) => message.to.includes(to));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, { since = 0, timeoutMs = 10_000 } = {}) {
      const found = find(to, since);
      if (found) return found;
      return new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const message = find(to, since);
          if (!message) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(message);
        };
        waiting.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
