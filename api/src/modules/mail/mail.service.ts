import { AppError } from '../../core/app-error';
import { Tx, type Db } from '../../core/db';
import type { Logger } from '../../core/logger';
import { mailOutboxRepository } from './mail-outbox.repository';
import { renderMail, type MailAttachment, type MailData } from './mail-templates';
import type { MailTransport } from './mail-transport';
import { MAIL_QUEUE_DEFAULTS, MailWorker, type MailQueueOptions } from './mail-worker';

export type { MailAttachment, MailData } from './mail-templates';

/** A kind of message, named by its entry in `MailData`. */
export type MailKind = keyof MailData;

/** One address, without a display name or a second recipient: what an account's email is. */
const ADDRESS = /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+$/;

export interface MailSettings {
  /** PUBLIC_URL: what links in mail are absolute on. */
  publicUrl: string;
  /** MAIL_FROM. */
  from: string;
}

/**
 * Email for the other features: a message is queued in the transaction of what
 * causes it and sent by this process's worker once that commits (`MailWorker`), so mail goes out
 * only for committed work, survives restarts and SMTP outages, and never holds a request open.
 * Without a transport (production without SMTP_URL) mail is off: `enabled` says so, and
 * `enqueue` refuses with `mail_unavailable` rather than queue what nothing will send.
 */
export class MailService {
  readonly enabled: boolean;
  private readonly worker: MailWorker | undefined;
  private warned = false;

  constructor(
    db: Db,
    private readonly settings: MailSettings,
    transport: MailTransport | undefined,
    private readonly logger: Logger,
    options: Partial<MailQueueOptions> = {},
  ) {
    this.enabled = transport !== undefined;
    this.worker =
      transport &&
      new MailWorker(db, transport, settings.from, logger, { ...MAIL_QUEUE_DEFAULTS, ...options });
  }

  /** Queues a message in the caller's transaction (or on the pool): it is sent only if that commits. */
  async enqueue<K extends MailKind>(
    tx: Db,
    message: { to: string; kind: K; data: MailData[K]; attachments?: MailAttachment[] },
  ): Promise<void> {
    const worker = this.requireWorker(message.to);
    const rendered = renderMail(message.kind, message.data, this.settings.publicUrl);
    await mailOutboxRepository.insert(tx, {
      ...rendered,
      recipient: message.to,
      kind: message.kind,
      attachments: message.attachments ?? [],
    });
    if (tx instanceof Tx) tx.afterCommit(() => worker.wake());
    else worker.wake();
  }

  /**
   * Queues a digest in the caller's transaction: while the digest under `key` is still queued
   * and untried, it is rewritten with `message` (everything it gathers so far) instead of a
   * second one queued; a new one goes `spacingMinutes` after the previous one under the key was
   * queued, or at once. So a burst of events makes one message, and at most one per spacing.
   */
  async enqueueDigest<K extends MailKind>(
    tx: Db,
    message: { to: string; kind: K; data: MailData[K]; key: string },
    spacingMinutes: number,
  ): Promise<void> {
    const worker = this.requireWorker(message.to);
    const rendered = renderMail(message.kind, message.data, this.settings.publicUrl);
    await mailOutboxRepository.upsertDigest(
      tx,
      { ...rendered, recipient: message.to, kind: message.kind, key: message.key },
      spacingMinutes,
    );
    if (tx instanceof Tx) tx.afterCommit(() => worker.wake());
    else worker.wake();
  }

  /**
   * Starts this process's worker (the module's warm-up), which first sends what an earlier run
   * left queued. With mail off, says so once instead.
   */
  start(): void {
    if (this.worker) return this.worker.start();
    if (this.warned) return;
    this.warned = true;
    this.logger.warn('mail is off: SMTP_URL is not set in production, so no email will be sent');
  }

  /** The worker that will send a message to `to`; refuses when mail is off or `to` is no address. */
  private requireWorker(to: string): MailWorker {
    const worker = this.worker;
    if (!worker) {
      throw new AppError(
        'mail_unavailable',
        'This server cannot send email: no mail server is set up (SMTP_URL)',
      );
    }
    if (!ADDRESS.test(to)) {
      throw AppError.validation('A message needs one email address to go to', {
        to: 'not an email address',
      });
    }
    return worker;
  }

  /** At shutdown: stops claiming and lets the sends under way finish (bounded). */
  async close(): Promise<void> {
    await this.worker?.stop();
  }
}
