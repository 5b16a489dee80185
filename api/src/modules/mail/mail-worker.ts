import type { Db } from '../../core/db';
import type { Logger } from '../../core/logger';
import { mailOutboxRepository, type ClaimedMail } from './mail-outbox.repository';
import type { MailTransport } from './mail-transport';

/** How the queue is worked; tests shorten the waits. */
export interface MailQueueOptions {
  /** How often a worker looks for due mail it was not woken for: retries, other processes'. */
  pollMs: number;
  /** The wait after a first failed attempt; each further failure waits four times longer. */
  retryBaseMs: number;
  /** The longest wait between two attempts. */
  retryMaxMs: number;
  /** Attempts before a message is marked failed for good. */
  maxAttempts: number;
  /**
   * How long a claim holds: longer than a send can take (the SMTP timeouts), or another process
   * could take the message while it is still being sent. A crashed claimant's mail waits this long.
   */
  claimMs: number;
  /** Messages claimed (and sent at once) per statement. */
  batchSize: number;
  /** A number in [0, 1) for the retry's jitter. */
  random: () => number;
}

export const MAIL_QUEUE_DEFAULTS: MailQueueOptions = {
  pollMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 8,
  claimMs: 5 * 60_000,
  batchSize: 10,
  random: Math.random,
};

/**
 * The wait before attempt `attempts + 1`: 30 s, 2 min, 8 min, ... up to an hour with the
 * defaults, each spread by ±20% so messages that failed together (an SMTP outage) do not all
 * come back in the same second.
 */
export function retryDelayMs(attempts: number, options: MailQueueOptions): number {
  const exponential = options.retryBaseMs * 4 ** Math.max(0, attempts - 1);
  return Math.round(Math.min(options.retryMaxMs, exponential * (0.8 + 0.4 * options.random())));
}

/**
 * The sending side of the queue, one per API process: claims due messages (one UPDATE with
 * SKIP LOCKED, so workers of several processes never claim the same message), sends each
 * outside any transaction, and records the outcome under its claim. Woken right after a local
 * enqueue commits; otherwise it polls, which is how it finds retries, mail queued by other
 * processes, and claims left by a process that died.
 */
export class MailWorker {
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wokenWhileRunning = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly logger: Logger,
    private readonly options: MailQueueOptions,
  ) {}

  /** Starts working the queue: at once (mail left by a restart), then on wakes and polls. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.run();
  }

  /** Due mail was just committed: look now rather than at the next poll. */
  wake(): void {
    if (!this.started) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.run();
  }

  /**
   * Stops claiming, and gives the sends under way up to `maxWaitMs` to finish; one that takes
   * longer keeps its claim until it expires, and another process sends it then.
   */
  async stop(maxWaitMs = 10_000): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
    await Promise.race([this.running, late]);
    clearTimeout(timer);
    this.transport.close();
  }

  private run(): void {
    this.wokenWhileRunning = false;
    this.running = this.drain()
      .catch((err: unknown) => this.logger.error({ err }, 'the mail queue could not be read'))
      .finally(() => {
        this.running = undefined;
        if (!this.started) return;
        if (this.wokenWhileRunning) this.run();
        else this.timer = setTimeout(() => this.run(), this.options.pollMs);
      });
  }

  /** Claims and sends batches until nothing is due (or the worker stops). */
  private async drain(): Promise<void> {
    while (this.started) {
      const batch = await mailOutboxRepository.claimDue(
        this.db,
        this.options.batchSize,
        this.options.claimMs,
      );
      if (batch.length === 0) return;
      await Promise.all(
        batch.map((message) =>
          this.deliver(message).catch((err: unknown) =>
            // Its claim expires and it is tried again: sent twice if the send had gone through.
            this.logger.error(
              { err, mailId: message.id },
              'the outcome of a mail was not recorded',
            ),
          ),
        ),
      );
    }
  }

  private async deliver(message: ClaimedMail): Promise<void> {
    const { id, recipient, subject, text, html, headers, attachments } = message;
    try {
      await this.transport.send({
        id,
        from: this.from,
        to: recipient,
        subject,
        text,
        html,
        headers,
        attachments,
      });
    } catch (error) {
      await this.failed(message, error);
      return;
    }
    if (!(await mailOutboxRepository.markSent(this.db, message))) {
      this.logger.warn({ mailId: id }, 'mail sent after its claim expired');
    }
  }

  private async failed(message: ClaimedMail, error: unknown): Promise<void> {
    const reason = errorText(error);
    const retryInMs =
      message.attempts >= this.options.maxAttempts
        ? undefined
        : retryDelayMs(message.attempts, this.options);
    await mailOutboxRepository.markAttemptFailed(this.db, message, reason, retryInMs);
    const context = { mailId: message.id, attempts: message.attempts, retryInMs, reason };
    if (retryInMs === undefined) this.logger.error(context, 'mail failed for good');
    else this.logger.warn(context, 'mail not sent, trying again later');
  }
}

/**
 * What is stored and logged of a failure: the transport's message, cut short, with any
 * `user:password@` of a URL taken out (nodemailer does not put them in, but SMTP_URL holds them).
 */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^/@\s]*@/g, '//').slice(0, 500);
}
