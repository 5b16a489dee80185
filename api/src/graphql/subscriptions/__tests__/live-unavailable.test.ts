import { createTestApp, type TestApp } from '../../../../test/app';
import { testActor } from '../../../../test/test-tokens';
import { SIGNED_IN } from '../../../auth/require-role';
import { createContext } from '../../context';
import type { LiveEvent } from '../event-context';
import { liveRows } from '../live-rows';
import { liveState } from '../live-state';
import { subscriberOf, type Subscriber } from '../subscriber';

interface Row {
  id: string;
}

/** What node-postgres throws when the database went away under a query. */
const lostConnection = () => new Error('Connection terminated unexpectedly');

/** The payload of the next event of `live`. */
const nextPayload = async <T>(live: AsyncIterator<LiveEvent<T>>) =>
  (await live.next()).value?.payload;

/**
 * A live subscription whose reads meet a database that cannot be reached for a moment: it waits
 * the outage out and goes on from where it was, rather than ending without the client knowing
 * why; any other failure still ends it.
 */
describe('a live subscription while the database cannot be reached', () => {
  let app: TestApp;
  let subscriber: Subscriber;

  beforeAll(async () => {
    app = await createTestApp();
    const context = createContext(app.services, testActor().actor, '127.0.0.1');
    subscriber = subscriberOf(context, SIGNED_IN);
  });
  afterAll(() => app.close());

  const announce = (channel: string, payload: string) =>
    app.services.db.transaction((tx) => app.services.realtime.publish(tx, channel, payload));

  /**
   * Rows committed so far, and a source over them whose `load` fails as `failLoad` says. A
   * catch-up reads the first row and those a notice named, so that each later row comes
   * through its notice first.
   */
  const rowsSource = (channel: string, failLoad: (id: string) => Error | undefined) => {
    const rows: Row[] = [{ id: 'r0' }];
    const announced = new Set(['r0']);
    const loads: string[] = [];
    const source = {
      channel,
      catchUp: async (after: Row | undefined) =>
        rows
          .slice(after ? rows.findIndex((row) => row.id === after.id) + 1 : 0)
          .filter((row) => announced.has(row.id)),
      load: async (id: string) => {
        loads.push(id);
        announced.add(id);
        const failure = failLoad(id);
        if (failure) throw failure;
        return rows.find((row) => row.id === id);
      },
      authorize: () => true,
    };
    return { rows, loads, source };
  };

  it('delivers a row whose read met the outage once the database answers, and goes on', async () => {
    let failures = 1;
    const { rows, loads, source } = rowsSource('rt_outage_rows', (id) =>
      id === 'r1' && failures-- > 0 ? lostConnection() : undefined,
    );
    const live = liveRows(subscriber, source);
    try {
      expect(await nextPayload(live)).toEqual({ id: 'r0' });
      rows.push({ id: 'r1' });
      await announce('rt_outage_rows', 'r1');
      expect(await nextPayload(live)).toEqual({ id: 'r1' });
      rows.push({ id: 'r2' });
      await announce('rt_outage_rows', 'r2');
      expect(await nextPayload(live)).toEqual({ id: 'r2' });
      // r1's failed read, then its catch-up after the pause, then r2's own notice.
      expect(loads).toEqual(['r1', 'r2']);
    } finally {
      await live.return?.();
    }
  });

  it('still ends with any other failure', async () => {
    const { rows, source } = rowsSource('rt_outage_broken', () => new Error('a bug'));
    const live = liveRows(subscriber, source);
    try {
      expect(await nextPayload(live)).toEqual({ id: 'r0' });
      rows.push({ id: 'r1' });
      await announce('rt_outage_broken', 'r1');
      await expect(live.next()).rejects.toThrow('a bug');
    } finally {
      await live.return?.();
    }
  });

  it('reads a state again once the database answers, and goes on', async () => {
    let version = 0;
    let failures = 1;
    const live = liveState(subscriber, {
      channel: 'rt_outage_state',
      read: async () => {
        if (version === 1 && failures-- > 0) throw lostConnection();
        return { version };
      },
    });
    try {
      expect(await nextPayload(live)).toEqual({ version: 0 });
      version = 1;
      await announce('rt_outage_state', 'changed');
      expect(await nextPayload(live)).toEqual({ version: 1 });
      version = 2;
      await announce('rt_outage_state', 'changed');
      expect(await nextPayload(live)).toEqual({ version: 2 });
    } finally {
      await live.return?.();
    }
  });
});
