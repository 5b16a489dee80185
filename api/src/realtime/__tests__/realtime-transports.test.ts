import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { Db } from '../../core/db';
import { createDataSource } from '../../db/data-source';
import { MemoryRealtime } from '../memory-realtime';
import { PostgresRealtime } from '../postgres-realtime';
import { MAX_PAYLOAD_BYTES, type Realtime } from '../realtime';
import { eventually } from '../../../test/eventually';

describe.each([
  ['postgres', (url: string) => new PostgresRealtime(url)],
  ['memory', () => new MemoryRealtime()],
] as const)('the %s real-time transport', (_name, create) => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let db: Db;
  let realtime: Realtime;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource({ url: database.url, poolSize: 2 });
    await dataSource.initialize();
    db = new Db(dataSource.manager);
  });
  beforeEach(() => {
    realtime = create(database.url);
  });
  afterEach(() => realtime.close());
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  let markers = 0;
  /** Resolves once what committed before now was delivered: notices come in commit order. */
  async function deliveredSoFar(): Promise<void> {
    const marker = `marker-${++markers}`;
    let heard!: () => void;
    const arrived = new Promise<void>((resolve) => (heard = resolve));
    const leave = await realtime.subscribe('rt_marker', {
      onMessage: (id) => id === marker && heard(),
    });
    await db.transaction((tx) => realtime.publish(tx, 'rt_marker', marker));
    await arrived;
    await leave();
  }

  it('delivers a notice to every subscriber of its channel once its transaction commits', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const other: string[] = [];
    await realtime.subscribe('rt_a', { onMessage: (id) => first.push(id) });
    await realtime.subscribe('rt_a', { onMessage: (id) => second.push(id) });
    await realtime.subscribe('rt_b', { onMessage: (id) => other.push(id) });
    let heldBack: string[] = [];
    await db.transaction(async (tx) => {
      await realtime.publish(tx, 'rt_a', 'id-1');
      await realtime.publish(tx, 'rt_a', 'id-2');
      await deliveredSoFar();
      heldBack = [...first];
    });
    expect(heldBack).toEqual([]);
    await eventually(() => {
      expect(first).toEqual(['id-1', 'id-2']);
      expect(second).toEqual(['id-1', 'id-2']);
    });
    expect(other).toEqual([]);
  });

  it('never delivers a notice whose transaction rolled back, savepoints included', async () => {
    const heard: string[] = [];
    await realtime.subscribe('rt_rollback', { onMessage: (id) => heard.push(id) });
    await expect(
      db.transaction(async (tx) => {
        await realtime.publish(tx, 'rt_rollback', 'lost');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await realtime.publish(inner, 'rt_rollback', 'lost in a savepoint');
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
      await realtime.publish(tx, 'rt_rollback', 'kept');
    });
    // A notice of the rolled-back writes would have come before 'kept'.
    await eventually(() => expect(heard).toEqual(['kept']));
  });

  it('stops delivering to a subscriber that left, and keeps delivering to the others', async () => {
    const leaving: string[] = [];
    const staying: string[] = [];
    const leave = await realtime.subscribe('rt_leave', { onMessage: (id) => leaving.push(id) });
    await realtime.subscribe('rt_leave', { onMessage: (id) => staying.push(id) });
    await db.transaction((tx) => realtime.publish(tx, 'rt_leave', 'before'));
    await eventually(() => expect(leaving).toEqual(['before']));
    await leave();
    await db.transaction((tx) => realtime.publish(tx, 'rt_leave', 'after'));
    // The subscribers of a channel hear a notice in one delivery: 'after' has been delivered.
    await eventually(() => expect(staying).toEqual(['before', 'after']));
    expect(leaving).toEqual(['before']);
  });

  it('keeps delivering to the others when one subscriber throws', async () => {
    const heard: string[] = [];
    await realtime.subscribe('rt_throws', {
      onMessage: () => {
        throw new Error('a faulty subscriber');
      },
    });
    await realtime.subscribe('rt_throws', { onMessage: (id) => heard.push(id) });
    await db.transaction((tx) => realtime.publish(tx, 'rt_throws', 'one'));
    await eventually(() => expect(heard).toEqual(['one']));
  });

  it('refuses a payload a NOTIFY cannot carry, and a channel name PostgreSQL would cut', async () => {
    await db.transaction(async (tx) => {
      await expect(
        realtime.publish(tx, 'rt_big', 'x'.repeat(MAX_PAYLOAD_BYTES + 1)),
      ).rejects.toThrow('more than the 7999 bytes a NOTIFY can carry: publish ids');
      await realtime.publish(tx, 'rt_big', 'x'.repeat(MAX_PAYLOAD_BYTES));
    });
    await expect(
      realtime.subscribe('c'.repeat(64), { onMessage: () => undefined }),
    ).rejects.toThrow('A real-time channel name must be 1 to 63 bytes');
  });
});

describe('the PostgreSQL transport’s one listening connection', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let db: Db;
  let realtime: PostgresRealtime;

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
  beforeEach(() => {
    realtime = new PostgresRealtime(database.url, { reconnectMs: 50 });
  });
  afterEach(() => realtime.close());
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('opens no connection until the first subscription, then one for every channel', async () => {
    expect(await listeningBackends()).toBe(0);
    const leave = await Promise.all(
      ['rt_1', 'rt_2', 'rt_3'].map((channel) =>
        realtime.subscribe(channel, { onMessage: () => undefined }),
      ),
    );
    expect(await listeningBackends()).toBe(1);
    expect(realtime.listenedChannels.sort()).toEqual(['rt_1', 'rt_2', 'rt_3']);
    await leave[0]();
    expect(realtime.listenedChannels.sort()).toEqual(['rt_2', 'rt_3']);
  });

  it('UNLISTENs a channel when its last subscriber leaves, and LISTENs again for a new one', async () => {
    const heard: string[] = [];
    const first = await realtime.subscribe('rt_again', { onMessage: (id) => heard.push(id) });
    const second = await realtime.subscribe('rt_again', { onMessage: () => undefined });
    await first();
    expect(realtime.listenedChannels).toEqual(['rt_again']);
    await second();
    expect(realtime.listenedChannels).toEqual([]);
    await realtime.subscribe('rt_again', { onMessage: (id) => heard.push(`new:${id}`) });
    await db.transaction((tx) => realtime.publish(tx, 'rt_again', 'x'));
    await eventually(() => expect(heard).toEqual(['new:x']));
  });

  it('reconnects after its connection is killed, LISTENs again and tells every subscriber to catch up', async () => {
    const heard: string[] = [];
    let catchUps = 0;
    await realtime.subscribe('rt_lost', {
      onMessage: (id) => heard.push(id),
      onReconnect: () => (catchUps += 1),
    });
    await db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'flowvault-realtime'`,
    );
    await eventually(() => expect(catchUps).toBe(1));
    expect(realtime.listenedChannels).toEqual(['rt_lost']);
    await db.transaction((tx) => realtime.publish(tx, 'rt_lost', 'after'));
    await eventually(() => expect(heard).toEqual(['after']));
    expect(await listeningBackends()).toBe(1);
  });
});
