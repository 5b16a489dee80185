import 'reflect-metadata';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { Db } from '../../core/db';
import { createDataSource } from '../../db/data-source';
import { PostgresRealtime } from '../postgres-realtime';
import { eventually } from '../../../test/eventually';

const RECONNECT_MS = 50;

/**
 * The listening connection across outages, with the database behind a TCP proxy that can be
 * cut and slowed: what is connected, and LISTENed to, once it comes back.
 */
describe('the PostgreSQL transport through an outage', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let db: Db;
  let proxy: TcpProxy;
  let realtime: PostgresRealtime;
  /** Every listening connection the transport made, oldest first. */
  let clients: Client[];

  const listeningBackends = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'flowvault-realtime'`,
      )
    )[0].n;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
    db = new Db(dataSource.manager);
  });
  beforeEach(async () => {
    proxy = await startTcpProxy(database.url);
    clients = [];
  });
  const start = (url: string) => {
    realtime = new PostgresRealtime(url, {
      reconnectMs: RECONNECT_MS,
      createClient: (config) => {
        const client = new Client(config);
        clients.push(client);
        return client;
      },
    });
    return realtime;
  };
  afterEach(async () => {
    await realtime.close();
    await proxy.close();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('stops reconnecting once nobody subscribes, and connects again for the next subscriber', async () => {
    start(proxy.through(database.url));
    const leave = await realtime.subscribe('rt_gone', { onMessage: () => undefined });
    await proxy.cut();
    await eventually(() => expect(realtime.listenedChannels).toEqual([]));
    await leave();
    await proxy.restore();
    // Only a time shows that no retry comes: the transport has no event for having stopped.
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS * 8));
    expect(await listeningBackends()).toBe(0);

    const heard: string[] = [];
    await realtime.subscribe('rt_back', { onMessage: (id) => heard.push(id) });
    expect(await listeningBackends()).toBe(1);
    await db.transaction((tx) => realtime.publish(tx, 'rt_back', 'after'));
    await eventually(() => expect(heard).toEqual(['after']));
  });

  it('does not LISTEN again to a channel its last subscriber left while reconnecting', async () => {
    start(proxy.through(database.url));
    let caughtUp = false;
    await realtime.subscribe('rt_kept', {
      onMessage: () => undefined,
      onReconnect: () => (caughtUp = true),
    });
    const leave = await realtime.subscribe('rt_left', { onMessage: () => undefined });
    await proxy.cut();
    await eventually(() => expect(realtime.listenedChannels).toEqual([]));
    // A slow database: the LISTENs of the new connection are still on their way when it leaves.
    proxy.delayMs = 150;
    await proxy.restore();
    await eventually(() =>
      expect(realtime.listenedChannels.sort()).toEqual(['rt_kept', 'rt_left']),
    );
    await leave();
    await eventually(() => expect(caughtUp).toBe(true));
    expect(realtime.listenedChannels).toEqual(['rt_kept']);
    const listener = clients.at(-1)!;
    await eventually(async () => {
      const { rows } = await listener.query<{ channel: string }>(
        'SELECT pg_listening_channels() AS channel',
      );
      expect(rows.map((row) => row.channel)).toEqual(['rt_kept']);
    });
  });

  it('closes a connection that failed rather than leave it open beside the next one', async () => {
    start(database.url);
    let catchUps = 0;
    const heard: string[] = [];
    await realtime.subscribe('rt_failed', {
      onMessage: (id) => heard.push(id),
      onReconnect: () => (catchUps += 1),
    });
    // An error on a connection whose socket is still open (a protocol error, say).
    clients[0].emit('error', new Error('a broken connection'));
    await eventually(() => expect(catchUps).toBe(1));
    expect(clients).toHaveLength(2);
    await eventually(async () => expect(await listeningBackends()).toBe(1));
    await db.transaction((tx) => realtime.publish(tx, 'rt_failed', 'after'));
    await eventually(() => expect(heard).toEqual(['after']));
  });
});
