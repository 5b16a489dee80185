import type { Tx } from '../core/db';

/**
 * PostgreSQL's cap on a NOTIFY payload in its default build: a payload must be shorter than
 * 8000 bytes. Notices carry ids, never rows, so a larger one is a mistake and is refused.
 */
export const MAX_PAYLOAD_BYTES = 7999;

/** PostgreSQL's longest identifier (NAMEDATALEN - 1): a longer channel name would be cut. */
export const MAX_CHANNEL_BYTES = 63;

/** What a subscriber hears on a channel. */
export interface RealtimeListener {
  /** A notice's payload (an id), delivered after the transaction that sent it committed. */
  onMessage(payload: string): void;
  /**
   * The transport lost its connection and has it back: notices sent meanwhile may be lost, so the
   * subscriber reads again from the database whatever it keeps in step (a catch-up query).
   */
  onReconnect?(): void;
}

/** One notice of `publishMany`: a channel and its payload (an id). */
export interface RealtimeNotice {
  channel: string;
  payload: string;
}

/** Ends one subscription; once a channel's last subscriber has left, it is no longer listened on. */
export type Unsubscribe = () => Promise<void>;

/**
 * The process's pub-sub (`services.realtime`), one per process whatever the number of
 * subscribers. Publishing is part of a transaction, so a notice goes out only if its rows
 * commit, and subscribers read the rows after hearing of them. Two transports: `postgres`
 * (LISTEN/NOTIFY, across processes) and `memory` (one process: tests, benchmarks' baseline).
 * Another broker (Redis, NATS) would be a third implementation of this interface.
 */
export interface Realtime {
  /**
   * Subscribes `listener` to `channel`; resolves once notices on it are being heard, so a
   * catch-up query run after it cannot miss a row committed in between.
   */
  subscribe(channel: string, listener: RealtimeListener): Promise<Unsubscribe>;
  /**
   * Announces `payload` on `channel` when `tx` commits, and never if it rolls back. `payload`
   * is an id (at most MAX_PAYLOAD_BYTES); subscribers load the row themselves.
   */
  publish(tx: Tx, channel: string, payload: string): Promise<void>;
  /**
   * `publish` for several notices at once (one statement, not one per notice), delivered in the
   * order given: a write that announces rows on many channels, such as a system message in
   * every thread of a request.
   */
  publishMany(tx: Tx, notices: readonly RealtimeNotice[]): Promise<void>;
  /** At shutdown: drops every subscription and the connection. */
  close(): Promise<void>;
}

/** Throws unless `channel` is a usable channel name. */
export function checkChannel(channel: string): void {
  const bytes = Buffer.byteLength(channel);
  if (bytes === 0 || bytes > MAX_CHANNEL_BYTES) {
    throw new Error(
      `A real-time channel name must be 1 to ${MAX_CHANNEL_BYTES} bytes, not ${bytes}: "${channel.slice(0, 80)}"`,
    );
  }
}

/** Throws unless `payload` fits a notice: ids only, never a row. */
export function checkPayload(channel: string, payload: string): void {
  const bytes = Buffer.byteLength(payload);
  if (bytes > MAX_PAYLOAD_BYTES) {
    throw new Error(
      `A real-time payload on "${channel}" is ${bytes} bytes, more than the ${MAX_PAYLOAD_BYTES} bytes a NOTIFY can carry: publish ids, and let subscribers read the rows`,
    );
  }
}

/**
 * Calls `deliver` for each listener, so that one that throws does not keep the others from
 * hearing the notice; the error is reported through `onError`.
 */
export function deliverToEach(
  listeners: Iterable<RealtimeListener>,
  deliver: (listener: RealtimeListener) => void,
  onError: (error: unknown) => void,
): void {
  for (const listener of [...listeners]) {
    try {
      deliver(listener);
    } catch (error) {
      onError(error);
    }
  }
}
