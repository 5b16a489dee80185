import { Client } from 'pg';

/** How long a probe may take to connect before it counts as a failure. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * `SELECT 1` on a connection of its own, outside the pool: whether PostgreSQL answers, not
 * whether a connection of a busy pool is free. The connection is kept between probes and made
 * again after it failed.
 */
export class DatabaseProbe {
  private client: Client | undefined;

  constructor(private readonly url: string) {}

  async probe(): Promise<void> {
    this.client ??= await this.connect();
    try {
      await this.client.query('SELECT 1');
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<Client> {
    const client = new Client({
      connectionString: this.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A connection that breaks between probes is noticed by the next one.
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }
}
