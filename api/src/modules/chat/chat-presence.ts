import type { Db } from '../../core/db';
import type { Logger } from '../../core/logger';

/** How long a presence row lasts unless its process refreshes it. */
const PRESENCE_TTL_SECONDS = 90;
/** How often a process refreshes the rows it holds (well inside the TTL). */
const REFRESH_EVERY_MS = 30_000;

/**
 * Who has which chat open, across API processes: a row per open `chatMessageAdded`
 * subscription in `chat_presence`, refreshed by this process every 30 s while it lasts and
 * deleted when it ends. Rows of a process that died expire after 90 s, so a crash tells the
 * other side "not in the chat" within that time rather than never.
 */
export class ChatPresence {
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  /** Records that `userId` has `threadId` open; the returned function ends it. */
  async enter(threadId: string, userId: string): Promise<() => Promise<void>> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO chat_presence (thread_id, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING id`,
      [threadId, userId, PRESENCE_TTL_SECONDS],
    );
    const id = row!.id;
    this.held.add(id);
    this.schedule();
    let left = false;
    return async () => {
      if (left) return;
      left = true;
      this.held.delete(id);
      await this.db
        .query(`DELETE FROM chat_presence WHERE id = $1`, [id])
        .catch((err: unknown) => this.logger.warn({ err }, 'a chat presence was not removed'));
    };
  }

  /** Which of `userIds` have the thread open now (read in the message's transaction). */
  async present(db: Db, threadId: string, userIds: readonly string[]): Promise<Set<string>> {
    const rows = await db.query<{ userId: string }>(
      `SELECT DISTINCT user_id AS "userId" FROM chat_presence
        WHERE thread_id = $1 AND user_id = ANY($2::uuid[]) AND expires_at > now()`,
      [threadId, userIds],
    );
    return new Set(rows.map((row) => row.userId));
  }

  /** At shutdown: stops refreshing and removes this process's rows. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    const ids = [...this.held];
    this.held.clear();
    if (ids.length > 0) {
      await this.db
        .query(`DELETE FROM chat_presence WHERE id = ANY($1::uuid[])`, [ids])
        .catch((err: unknown) => this.logger.warn({ err }, 'chat presences were not removed'));
    }
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.refresh(), REFRESH_EVERY_MS);
    this.timer.unref();
  }

  private async refresh(): Promise<void> {
    if (this.held.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
      return;
    }
    try {
      await this.db.query(
        `UPDATE chat_presence SET expires_at = now() + make_interval(secs => $2)
          WHERE id = ANY($1::uuid[])`,
        [[...this.held], PRESENCE_TTL_SECONDS],
      );
      await this.db.query(`DELETE FROM chat_presence WHERE expires_at < now() - interval '1 hour'`);
    } catch (err) {
      this.logger.warn({ err }, 'chat presences were not refreshed');
    }
  }
}
