import { Client } from 'pg';
import type { Logger } from '../common/logger';

/** How long to wait before connecting again after the listening connection was lost. */
const RECONNECT_MS = 1000;

/**
 * One PostgreSQL connection per process that LISTENs to notification channels. NOTIFY is
 * delivered only after the sending transaction commits, so what a handler hears has happened.
 * When the connection is lost, notifications sent meanwhile are lost too: it connects again and
 * calls `onConnect` of every subscriber, which re-reads whatever it keeps in step.
 */
export class PgListener {
  private client: Client | undefined;
  private readonly handlers = new Map<
    string,
    { onMessage: (payload: string) => void; onConnect: () => void }
  >();
  private closed = false;
  private connecting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  /** While reconnecting: one warning per outage, not one per attempt. */
  private reconnecting = false;

  constructor(
    private readonly url: string,
    private readonly logger?: Logger,
  ) {}

  /** Subscribes to a channel; resolves once the LISTEN is in place. */
  async listen(
    channel: string,
    onMessage: (payload: string) => void,
    onConnect: () => void = () => undefined,
  ): Promise<void> {
    this.handlers.set(channel, { onMessage, onConnect });
    if (!this.client) await this.connect();
    else await this.client.query(`LISTEN ${quoteIdentifier(channel)}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new Client({ connectionString: this.url });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      if (this.closed) return;
      this.reconnecting = true;
      this.logger?.warn(`lost the LISTEN connection (${error?.message ?? 'ended'}); reconnecting`);
      this.retry = setTimeout(() => void this.connect().catch(() => undefined), RECONNECT_MS);
      this.retry.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      this.handlers.get(message.channel)?.onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) {
        await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      if (this.closed) return;
      if (!this.reconnecting) this.logger?.warn(`could not LISTEN (${messageOf(error)}); retrying`);
      this.reconnecting = true;
      this.retry = setTimeout(() => void this.connect().catch(() => undefined), RECONNECT_MS);
      this.retry.unref();
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.reconnecting) this.logger?.info('LISTEN connection restored');
    this.reconnecting = false;
    for (const handler of this.handlers.values()) handler.onConnect();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
