import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createDataSource } from '../../db/data-source';
import { subscriptionRepository } from '../../modules/accounts/subscription.repository';
import { userRepository } from '../../modules/accounts/user.repository';
import { Db, Tx } from '../db';
import { lockWaits as lockWaitsIn } from '../../../test/lock-waits';

/**
 * `Tx` is the transaction's own type: what locks rows or must commit several statements together
 * takes it, and the pool does not compile there. The `@ts-expect-error` lines are the compile-time
 * half (`npm run check:types` fails if the pool were accepted); the rest shows at run time what
 * the type protects.
 */
describe('a transaction handle (Tx)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let db: Db;
  let userId: string;

  const lockWaits = () => lockWaitsIn(db);

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource({ url: database.url, poolSize: 4 });
    await dataSource.initialize();
    db = new Db(dataSource.manager);
    userId = randomUUID();
    await db.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Locked', $2, 'x')`,
      [userId, `${userId}@test.flowvault.dev`],
    );
    await db.query(`CREATE TABLE tx_probe (label text NOT NULL)`);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('holds a row lock taken through it until it commits: a second transaction waits', async () => {
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));

    const first = db.transaction(async (tx) => {
      await subscriptionRepository.lockAccount(tx, userId);
      firstLocked();
      await released;
      order.push('first commits');
    });
    await locked;
    const second = db.transaction(async (tx) => {
      await subscriptionRepository.lockAccount(tx, userId);
      order.push('second holds the lock');
    });
    // Until the second is seen waiting on the lock (or, were the lock not held, has taken it).
    while (order.length === 0 && (await lockWaits()) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(order).toEqual([]);

    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first commits', 'second holds the lock']);
  });

  it('does not compile with the pool where a lock is taken, which would hold nothing', async () => {
    // @ts-expect-error the pool is no Tx: on it the lock ends with its own statement
    await subscriptionRepository.lockAccount(db, userId);
    await db.transaction((tx) =>
      tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE NOWAIT`, [userId]),
    );
    // A Tx goes wherever a Db does.
    await db.transaction(async (tx) => {
      const user = await userRepository.findById(tx, userId);
      expect(user?.name).toBe('Locked');
    });
  });

  it('opens a savepoint for a nested transaction, whose failure undoes only its own writes', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO tx_probe (label) VALUES ('outer')`);
      await expect(
        tx.transaction(async (inner) => {
          const nested: Tx = inner;
          await nested.query(`INSERT INTO tx_probe (label) VALUES ('inner')`);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await tx.transaction((inner) => inner.query(`INSERT INTO tx_probe (label) VALUES ('kept')`));
    });
    const rows = await db.query<{ label: string }>(`SELECT label FROM tx_probe ORDER BY label`);
    expect(rows.map((row) => row.label)).toEqual(['kept', 'outer']);
  });

  it('cannot be made from the pool outside a transaction', () => {
    expect(() => new Tx(dataSource.manager)).toThrow('A Tx is made only by Db.transaction()');
  });

  it('reports a failing after-commit hook without failing the caller or escaping it', async () => {
    const reported: unknown[] = [];
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => void uncaught.push(error);
    const jestHandlers = process.listeners('uncaughtException');
    process.removeAllListeners('uncaughtException');
    process.on('uncaughtException', onUncaught);
    try {
      const reporting = new Db(dataSource.manager, (error) => void reported.push(error));
      const ran: string[] = [];
      const failure = new Error('the hook failed');
      const result = await reporting.transaction(async (tx) => {
        tx.afterCommit(() => {
          throw failure;
        });
        tx.afterCommit(() => void ran.push('second'));
        return 'committed';
      });
      // A failure rethrown on a later tick or turn (nextTick, microtask, setImmediate) would
      // have escaped once the event loop has come round to this.
      await new Promise((resolve) => setImmediate(resolve));
      expect([result, ran, reported, uncaught]).toEqual(['committed', ['second'], [failure], []]);
    } finally {
      process.off('uncaughtException', onUncaught);
      for (const handler of jestHandlers) process.on('uncaughtException', handler);
    }
  });
});
