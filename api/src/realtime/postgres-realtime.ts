import { Client } from 'pg';
import type { Tx } from '../common/db';
import type { Logger } from '../common/logger';
import {
  checkChannel,
  checkPayload,
  deliverToEach,
  type Realtime,
  type RealtimeListener,
  type Unsubscribe,
} from './realtime';

/** The name the listening connection shows in pg_stat_activity (and tests find it by). */
export const LISTEN_APPLICATION_NAME = 'flowvault-realtime';

export interface PostgresRealtimeOptions {
  /** How long to wait before connecting again after the listening connection was lost. */
  reconnectMs?: number;
  logger?: Logger;
}

/**
 * The pub-sub over PostgreSQL LISTEN/NOTIFY (REALTIME_TRANSPORT=postgres, the default): every
 * API process on the database hears every notice. One listening connection per process, opened
 * on the first subscription; a channel is LISTENed while it has subscribers and UNLISTENed when
 * its last one leaves. PostgreSQL delivers a notice only once its transaction committed, in
 * commit order. When the connection is lost, notices sent meanwhile are lost with it: it
 * connects again, LISTENs to every channel, and calls each subscriber's `onReconnect`, which
 * reads what it keeps in step from the database.
 */
export class PostgresRealtime implements Realtime {
  private readonly channels = new Map<string, Set<RealtimeListener>>();
  private client: Client | undefined;
  /** The LISTEN statement of each channel on the current connection. */
  private listening = new Map<string, Promise<unknown>>();
  private connecting: Promise<Client> | undefined;
  private retry: NodeJS.Timeout | undefined;
  /** Set from a lost connection until one is back: one warning per outage, not per attempt. */
  private reconnecting = false;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly options: PostgresRealtimeOptions = {},
  ) {}

  async subscribe(channel: string, listener: RealtimeListener): Promise<Unsubscribe> {
    checkChannel(channel);
    if (this.closed) throw new Error('The real-time transport is closed');
    let listeners = this.channels.get(channel);
    if (!listeners) this.channels.set(channel, (listeners = new Set()));
    // Its own object, so that the same listener subscribed twice is two subscriptions.
    const subscription: RealtimeListener = {
      onMessage: (payload) => listener.onMessage(payload),
      onReconnect: () => listener.onReconnect?.(),
    };
    listeners.add(subscription);
    const unsubscribe = once(() => this.leave(channel, subscription));
    try {
      const client = await this.connection();
      await this.listen(client, channel);
    } catch (error) {
      await unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  async publish(tx: Tx, channel: string, payload: string): Promise<void> {
    checkChannel(channel);
    checkPayload(channel, payload);
    await tx.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  /** The channels this process LISTENs to now (tests: the last subscriber's leaving UNLISTENs). */
  get listenedChannels(): string[] {
    return [...this.listening.keys()];
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.channels.clear();
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async leave(channel: string, subscription: RealtimeListener): Promise<void> {
    const listeners = this.channels.get(channel);
    if (!listeners?.delete(subscription) || listeners.size > 0) return;
    this.channels.delete(channel);
    const client = this.client;
    if (!client || !this.listening.delete(channel)) return;
    // Queued behind any LISTEN of the same connection, so a subscriber arriving meanwhile
    // LISTENs again after it.
    await client.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
  }

  private listen(client: Client, channel: string): Promise<unknown> {
    let listened = this.listening.get(channel);
    if (!listened) {
      listened = client.query(`LISTEN ${quoteIdentifier(channel)}`);
      this.listening.set(channel, listened);
    }
    return listened;
  }

  /** The listening connection, opened when first needed and after each loss. */
  private connection(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<Client> {
    const client = new Client({
      connectionString: this.url,
      application_name: LISTEN_APPLICATION_NAME,
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', ({ channel, payload }) => {
      const listeners = this.channels.get(channel);
      if (!listeners) return;
      deliverToEach(
        listeners,
        (listener) => listener.onMessage(payload ?? ''),
        (err) => this.options.logger?.error({ err, channel }, 'a real-time subscriber failed'),
      );
    });
    try {
      await client.connect();
      this.listening = new Map();
      await Promise.all([...this.channels.keys()].map((channel) => this.listen(client, channel)));
    } catch (error) {
      await client.end().catch(() => undefined);
      if (!this.reconnecting) {
        this.options.logger?.warn(`could not LISTEN (${messageOf(error)}); retrying`);
      }
      this.reconnecting = true;
      this.scheduleReconnect();
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The real-time transport is closed');
    }
    this.client = client;
    if (this.reconnecting) {
      this.reconnecting = false;
      this.options.logger?.info('LISTEN connection restored');
      this.caughtUp();
    }
    return client;
  }

  private lost(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = new Map();
    if (this.closed) return;
    this.reconnecting = true;
    this.options.logger?.warn(
      `lost the LISTEN connection (${error?.message ?? 'ended'}); reconnecting`,
    );
    this.scheduleReconnect();
  }

  /** Connects again later, while someone still listens. */
  private scheduleReconnect(): void {
    if (this.closed || this.channels.size === 0 || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.client) void this.connection().catch(() => undefined);
    }, this.options.reconnectMs ?? 1000);
    this.retry.unref();
  }

  /** Tells every subscriber that notices may have been missed while the connection was down. */
  private caughtUp(): void {
    for (const [channel, listeners] of this.channels) {
      deliverToEach(
        listeners,
        (listener) => listener.onReconnect?.(),
        (err) => this.options.logger?.error({ err, channel }, 'a real-time catch-up failed'),
      );
    }
  }
}

function once(work: () => Promise<void>): Unsubscribe {
  let done: Promise<void> | undefined;
  return () => (done ??= work());
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
