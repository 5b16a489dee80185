import type { Tx } from '../core/db';
import type { Logger } from '../core/logger';
import {
  checkChannel,
  checkPayload,
  deliverToEach,
  type Realtime,
  type RealtimeListener,
  type RealtimeNotice,
  type Unsubscribe,
} from './realtime';

/**
 * The pub-sub of one process, in memory (REALTIME_TRANSPORT=memory): what fixture features'
 * tests use and the benchmarks' baseline for the cross-process path. It behaves like the
 * PostgreSQL transport: a notice is delivered after its transaction commits (through
 * `tx.afterCommit`) and dropped if it rolls back. It never loses a connection, so `onReconnect`
 * is never called; it reaches no other process.
 */
export class MemoryRealtime implements Realtime {
  private readonly channels = new Map<string, Set<RealtimeListener>>();

  constructor(private readonly logger?: Logger) {}

  async subscribe(channel: string, listener: RealtimeListener): Promise<Unsubscribe> {
    checkChannel(channel);
    let listeners = this.channels.get(channel);
    if (!listeners) this.channels.set(channel, (listeners = new Set()));
    // A listener added twice is two subscriptions, as with the PostgreSQL transport.
    const subscription = { onMessage: (p: string) => listener.onMessage(p) };
    listeners.add(subscription);
    let left = false;
    return async () => {
      if (left) return;
      left = true;
      listeners.delete(subscription);
      if (listeners.size === 0 && this.channels.get(channel) === listeners) {
        this.channels.delete(channel);
      }
    };
  }

  async publish(tx: Tx, channel: string, payload: string): Promise<void> {
    await this.publishMany(tx, [{ channel, payload }]);
  }

  async publishMany(tx: Tx, notices: readonly RealtimeNotice[]): Promise<void> {
    for (const { channel, payload } of notices) {
      checkChannel(channel);
      checkPayload(channel, payload);
    }
    if (notices.length === 0) return;
    tx.afterCommit(() => {
      for (const { channel, payload } of notices) {
        const listeners = this.channels.get(channel);
        if (!listeners) continue;
        deliverToEach(
          listeners,
          (listener) => listener.onMessage(payload),
          (err) => this.logger?.error({ err, channel }, 'a real-time subscriber failed'),
        );
      }
    });
  }

  /** The number of channels someone listens on (tests: unsubscribing lets a channel go). */
  get channelCount(): number {
    return this.channels.size;
  }

  async close(): Promise<void> {
    this.channels.clear();
  }
}
