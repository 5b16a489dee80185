import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../../core/logger';
import type { Env } from '../../config/env';
import type { MailAttachment } from './mail-templates';

/** One message as it leaves: rendered, addressed, with its outbox id. */
export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with it (a receipt). */
  attachments?: MailAttachment[];
}

/** Where messages go: an SMTP server, or files in the outbox directory. Throws when one fails. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  /** At shutdown: closes idle connections. */
  close(): void;
}

/**
 * SMTP through a pool of connections (nodemailer's, a few at once). Timeouts are short: a claim
 * lasts minutes, and a send that outlived it could let another process send the message again.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(nodemailerMessage(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * Outside production without SMTP_URL: each message is built as a real RFC 822 message (the same
 * MIME nodemailer would send) and written to `dir` as `<time>-<id>.eml`, for any mail client to
 * open; its subject and link are logged, so a developer can follow a reset link from the log.
 */
export function outboxTransport(dir: string, logger: Logger): MailTransport {
  const build = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { message: eml } = await build.sendMail(nodemailerMessage(message));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${message.id}.eml`);
      await writeFile(file, eml as Buffer);
      logger.info(
        { to: message.to, subject: message.subject, link: firstLink(message.text), file },
        'mail written to the outbox directory',
      );
    },
    close: () => build.close(),
  };
}

/** The transport the environment asks for; undefined when mail is off (production, no SMTP_URL). */
export function createMailTransport(env: Env, logger: Logger): MailTransport | undefined {
  if (env.smtpUrl) return smtpTransport(env.smtpUrl);
  if (env.isProduction) return undefined;
  return outboxTransport(env.mailOutboxDir, logger);
}

function nodemailerMessage(message: OutgoingMail) {
  const { id, from, to, subject, text, html, headers } = message;
  // The outbox id names the message for good, so a retry after a lost answer carries the same
  // Message-ID and a receiving server or client can tell it is the same message.
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  const attachments = (message.attachments ?? []).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.contentBase64, 'base64'),
  }));
  return { messageId: `<${id}@${domain}>`, from, to, subject, text, html, headers, attachments };
}

function firstLink(text: string): string | undefined {
  return /https?:\/\/\S+/.exec(text)?.[0];
}
