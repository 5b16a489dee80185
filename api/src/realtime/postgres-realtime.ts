import { Client, type ClientConfig } from 'pg';
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

/** The name the listening connection shows in pg_stat_activity (and tests find it by). */
export const LISTEN_APPLICATION_NAME = 'flowvault-realtime';

export interface PostgresRealtimeOptions {
  /** How long to wait before connecting again after the listening connection was lost. */
  reconnectMs?: number;
  logger?: Logger;
  /** Makes the listening connection (tests: one whose failure they can cause). */
  createClient?: (config: ClientConfig) => Client;
}

/**
 * The pub-sub over PostgreSQL LISTEN/NOTIFY (REALTIME_TRANSPORT=postgres, the default): every
 * API process on the database hears every notice. One listening connection per process, opened
 * on the first subscription; a channel is LISTENed while it has subscribers and UNLISTENed when
 * its last one leaves. PostgreSQL delivers a notice only once its transaction committed, in
 * commit order. When the connection is lost, notices sent meanwhile are lost with it: the lost
 * one is closed, and while anyone still subscribes it connects again, LISTENs to every channel
 * that still has subscribers, and calls each subscriber's `onReconnect`, which reads what it
 * keeps in step from the database. With nobody left subscribed it stops trying.
 */
export class PostgresRealtime implements Realtime {
  private readonly channels = new Map<string, Set<RealtimeListener>>();
  private client: Client | undefined;
  /** The connection `listening` belongs to: the current one, or the one being opened. */
  private listener: Client | undefined;
  /** The LISTEN statement of each channel on `listener`. */
  private listening = new Map<string, Promise<unknown>>();
  /** The last statement sent on `listener`: each waits for it, as pg@9 will require. */
  private statements: Promise<unknown> = Promise.resolve();
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
      await this.listen(await this.connection(), channel);
    } catch (error) {
      await unsubscribe();
      throw error;
    }
    return unsubscribe;
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
    // One statement for them all; WITH ORDINALITY keeps the notices in the order given.
    await tx.query(
      `SELECT pg_notify(n.channel, n.payload)
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(channel, payload, position)
        ORDER BY n.position`,
      [notices.map((notice) => notice.channel), notices.map((notice) => notice.payload)],
    );
  }

  /** The channels this process LISTENs to now (tests: the last subscriber's leaving UNLISTENs). */
  get listenedChannels(): string[] {
    return [...this.listening.keys()];
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopRetrying();
    this.channels.clear();
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
  }

  private async leave(channel: string, subscription: RealtimeListener): Promise<void> {
    const listeners = this.channels.get(channel);
    if (!listeners?.delete(subscription) || listeners.size > 0) return;
    this.channels.delete(channel);
    // Nobody left to catch up: an outage no longer needs a connection.
    if (this.channels.size === 0) this.stopRetrying();
    // The connection being opened too: it LISTENed to every channel that had subscribers then.
    const client = this.listener;
    if (!client || !this.listening.delete(channel)) return;
    // After any LISTEN of the same connection, so a subscriber arriving meanwhile LISTENs again
    // after it.
    await this.send(client, `UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
  }

  private listen(client: Client, channel: string): Promise<unknown> {
    let listened = this.listening.get(channel);
    if (!listened) {
      listened = this.send(client, `LISTEN ${quoteIdentifier(channel)}`);
      this.listening.set(channel, listened);
    }
    return listened;
  }

  /** Runs `sql` on the listening connection once the statement before it has answered. */
  private send(client: Client, sql: string): Promise<unknown> {
    const sent = this.statements.then(() => client.query(sql));
    this.statements = sent.catch(() => undefined);
    return sent;
  }

  /** The listening connection, opened when first needed and after each loss. */
  private connection(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<Client> {
    const config = { connectionString: this.url, application_name: LISTEN_APPLICATION_NAME };
    const client = this.options.createClient?.(config) ?? new Client(config);
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
      this.listener = client;
      this.listening = new Map();
      this.statements = Promise.resolve();
      await Promise.all([...this.channels.keys()].map((channel) => this.listen(client, channel)));
    } catch (error) {
      this.dropListener(client);
      await client.end().catch(() => undefined);
      if (!this.reconnecting) {
        this.options.logger?.warn(`could not LISTEN (${messageOf(error)}); retrying`);
      }
      this.reconnecting = true;
      this.scheduleReconnect();
      throw error;
    }
    if (this.closed) {
      this.dropListener(client);
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

  /** Forgets what `client` LISTENs to, if it is the listening connection. */
  private dropListener(client: Client): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    this.listening = new Map();
  }

  private lost(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.dropListener(client);
    // An error need not close the socket: end it, or it would stay open beside the next one.
    void client.end().catch(() => undefined);
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
      if (this.client || this.channels.size === 0) return;
      void this.connection().catch(() => undefined);
    }, this.options.reconnectMs ?? 1000);
    this.retry.unref();
  }

  /** No more attempts: closed, or nobody subscribes any longer (the next subscriber connects). */
  private stopRetrying(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.reconnecting = false;
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
