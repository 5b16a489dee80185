import type { Db, Tx } from '../../core/db';

export const SENDER_TYPES = ['client', 'expert', 'system'] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

export const MESSAGE_TYPES = ['text'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A chat message as the API shows it: `sender_id` is never read out of the database. */
export interface ChatMessageRecord {
  id: string;
  threadId: string;
  senderType: SenderType;
  message: string;
  messageType: MessageType;
  createdAt: Date;
}

/** A participant's message to write; `senderId` is kept for rate limits and never shown. */
export interface NewChatMessage {
  threadId: string;
  senderType: Exclude<SenderType, 'system'>;
  senderId: string;
  message: string;
}

/** The sliding window a sender's messages are counted over. */
export interface MessageRate {
  limit: number;
  windowSeconds: number;
}

const COLUMNS = `m.id, m.thread_id AS "threadId", m.sender_type AS "senderType", m.message,
  m.message_type AS "messageType", m.created_at AS "createdAt"`;

/**
 * Chat messages in SQL. A thread's order is `(created_at, id)`: posts take the thread's lock
 * first, so that order is the order of their commits, and "after message X" is exact.
 */
export const chatMessageRepository = {
  /** The thread's last `limit` messages, oldest first. */
  latest(db: Db, threadId: string, limit: number): Promise<ChatMessageRecord[]> {
    return db.query<ChatMessageRecord>(
      `SELECT * FROM (SELECT ${COLUMNS} FROM chat_messages m WHERE m.thread_id = $1
                       ORDER BY m.created_at DESC, m.id DESC LIMIT $2) latest
        ORDER BY "createdAt", id`,
      [threadId, limit],
    );
  },

  /** The thread's first `limit` messages, oldest first. */
  first(db: Db, threadId: string, limit: number): Promise<ChatMessageRecord[]> {
    return db.query<ChatMessageRecord>(
      `SELECT ${COLUMNS} FROM chat_messages m WHERE m.thread_id = $1
        ORDER BY m.created_at, m.id LIMIT $2`,
      [threadId, limit],
    );
  },

  /** Whether `messageId` is a message of the thread (what `since` may name). */
  async inThread(db: Db, threadId: string, messageId: string): Promise<boolean> {
    const rows = await db.query(`SELECT 1 FROM chat_messages WHERE id = $1 AND thread_id = $2`, [
      messageId,
      threadId,
    ]);
    return rows.length > 0;
  },

  /** Up to `limit` messages of the thread after `sinceId` (one of its own), oldest first. */
  after(db: Db, threadId: string, sinceId: string, limit: number): Promise<ChatMessageRecord[]> {
    return db.query<ChatMessageRecord>(
      `SELECT ${COLUMNS} FROM chat_messages m, chat_messages s
        WHERE s.id = $2 AND s.thread_id = $1 AND m.thread_id = $1
          AND (m.created_at, m.id) > (s.created_at, s.id)
        ORDER BY m.created_at, m.id LIMIT $3`,
      [threadId, sinceId, limit],
    );
  },

  /** One message of a thread (a notice's row). */
  async find(db: Db, threadId: string, messageId: string): Promise<ChatMessageRecord | undefined> {
    const [row] = await db.query<ChatMessageRecord>(
      `SELECT ${COLUMNS} FROM chat_messages m WHERE m.id = $1 AND m.thread_id = $2`,
      [messageId, threadId],
    );
    return row;
  },

  /**
   * Seconds until the sender may post in the thread again under `rate`, 0 when they may now:
   * their `limit`-th latest message within the window decides when a place frees up. Run under
   * the thread's lock, so two posts from any processes count each other.
   */
  async secondsUntilAllowed(
    tx: Tx,
    threadId: string,
    senderId: string,
    rate: MessageRate,
  ): Promise<number> {
    const [row] = await tx.query<{ seconds: number }>(
      `SELECT ceil(extract(epoch FROM m.created_at + make_interval(secs => $3)
                                       - clock_timestamp()))::int AS seconds
         FROM chat_messages m
        WHERE m.thread_id = $1 AND m.sender_id = $2
          AND m.created_at > clock_timestamp() - make_interval(secs => $3)
        ORDER BY m.created_at DESC OFFSET $4 LIMIT 1`,
      [threadId, senderId, rate.windowSeconds, rate.limit - 1],
    );
    return row ? Math.max(1, row.seconds) : 0;
  },

  async insert(tx: Tx, message: NewChatMessage): Promise<ChatMessageRecord> {
    const [created] = await tx.query<ChatMessageRecord>(
      `INSERT INTO chat_messages AS m (thread_id, sender_type, sender_id, message)
       VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [message.threadId, message.senderType, message.senderId, message.message],
    );
    return created;
  },
};
