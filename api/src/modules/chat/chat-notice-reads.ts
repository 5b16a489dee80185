import type { Db } from '../../core/db';
import { isUuid } from '../../core/uuid';
import type { ChatMessageNotice } from './chat-announcement';
import {
  chatMessageRepository as messages,
  type ChatMessageRecord,
} from './chat-message.repository';

/**
 * How long a notice's row stays shared after it was read. Every subscriber of the thread in this
 * process hears the notice at once, but each reads it only when its own queue reaches it (after
 * its token check and its access check, or behind earlier messages): long enough for the slowest
 * of them, short enough that the memo holds only the last seconds' messages.
 */
const SHARED_FOR_MS = 30_000;

/** A read in flight (`until` infinite) or done, kept until `until` (ms since the epoch). */
interface SharedRead {
  read: Promise<ChatMessageRecord | undefined>;
  until: number;
}

/** In the order the reads started, which is (nearly) the order they expire in. */
type Reads = Map<string, SharedRead>;

/** The reads in flight or recently done, per database handle (one per process). */
const readsByDb = new WeakMap<Db, Reads>();

/**
 * The message a notice names, read once per process however many subscribers of its thread
 * follow it there: with twenty tabs on a thread, a message costs one SELECT of its row rather
 * than twenty. Only the row is shared, and it is the same for everyone (a message never changes
 * once written); whether each subscriber may still see it is checked by its caller for that
 * subscriber and that event. Each caller gets a copy of its own, so that nothing one subscription
 * does with its row reaches another's. A failed read is not kept: the next subscriber reads
 * again. Undefined when the message is not in the thread (or the id is malformed).
 */
export async function readNoticedMessage(
  db: Db,
  notice: ChatMessageNotice,
): Promise<ChatMessageRecord | undefined> {
  if (!isUuid(notice.messageId)) return undefined;
  let reads = readsByDb.get(db);
  if (!reads) {
    reads = new Map();
    readsByDb.set(db, reads);
  }
  forgetExpired(reads, Date.now());
  const key = `${notice.threadId}:${notice.messageId}`;
  let shared = reads.get(key);
  if (!shared) {
    const entry: SharedRead = {
      read: messages.find(db, notice.threadId, notice.messageId),
      until: Infinity,
    };
    shared = entry;
    const memo = reads;
    memo.set(key, entry);
    entry.read.then(
      () => (entry.until = Date.now() + SHARED_FOR_MS),
      () => memo.delete(key),
    );
  }
  const row = await shared.read;
  return row && { ...row };
}

/**
 * Drops the reads whose time is up, oldest first, stopping at the first still kept: no timer
 * outlives the process's work (nor, in a test, its file).
 */
function forgetExpired(reads: Reads, now: number): void {
  for (const [key, { until }] of reads) {
    if (until > now) return;
    reads.delete(key);
  }
}
