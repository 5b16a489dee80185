import { Repeater } from '@graphql-yoga/subscription';
import { AppError } from '../../core/app-error';
import { waitOutUnavailable } from '../../realtime/unavailable-wait';
import { LiveEvent } from './event-context';
import type { SignedInContext, Subscriber } from './subscriber';

/** How many delivered ids a subscription remembers to refuse a second delivery of. */
const REMEMBERED_IDS = 10_000;

/** What `liveRows` needs to know of a feature's rows. */
export interface LiveRowsSource<Row extends { id: string }> {
  /** Where the rows' ids are published (`realtime.publish(tx, channel, row.id)`). */
  channel: string;
  /**
   * The rows the subscriber has not seen, in delivery order: at the start `after` is undefined
   * (read from the subscription's own argument, e.g. rows after `since`), after a reconnect it is
   * the last row delivered. Runs as the subscriber (its `context`, whose actor is signed in). Bound
   * it like any list: it is called again with the page's last row until a page brings nothing new.
   */
  catchUp(after: Row | undefined, context: SignedInContext): Promise<readonly Row[]>;
  /** The row a notice names, read with the event's fresh loaders; undefined when gone. */
  load(id: string, context: SignedInContext): Promise<Row | null | undefined>;
  /**
   * Whether the subscriber may still see `row`, asked again for every row (through the feature's
   * policy). False ends the subscription with a FORBIDDEN error: a participant removed stops
   * receiving at the next event.
   */
  authorize(row: Row, context: SignedInContext): Promise<boolean> | boolean;
}

type Signal = { id: string } | 'reconnected';

/**
 * The source of a feature's subscription (`subscribe: requiring(roles, ...)`): each row of
 * `source.channel` once, in order, never twice. It subscribes first, then catches up (so nothing
 * committed in between is missed), then follows notices; after the transport reconnects it
 * catches up again from the last row delivered. Each row is an event with a context of its own
 * (`subscriber.nextEvent()`: fresh loaders, the socket's token and the subscription's roles
 * checked again), loaded and authorized with it, and yielded with it (`LiveEvent`) to be resolved
 * with it. A revoked token ends the subscription (the socket is closed with 4403); a refused row
 * ends it with FORBIDDEN, a role no longer held with the role check's code. A read that finds the
 * database unreachable (the token's check included) is tried again from the last row delivered
 * once it answers (`waitOutUnavailable`): the subscription neither ends nor misses a row.
 */
export function liveRows<Row extends { id: string }>(
  subscriber: Subscriber,
  source: LiveRowsSource<Row>,
): AsyncIterableIterator<LiveEvent<Row>> {
  return new Repeater<LiveEvent<Row>>(async (push, stop) => {
    const signals: Signal[] = [];
    let wake: (() => void) | undefined;
    const signal = (next: Signal) => {
      signals.push(next);
      wake?.();
    };
    let stopped = false;
    void stop.then(() => {
      stopped = true;
      wake?.();
    });
    const unsubscribe = await subscriber.context.services.realtime
      .subscribe(source.channel, {
        onMessage: (id) => signal({ id }),
        onReconnect: () => signal('reconnected'),
      })
      .catch((error: unknown) => {
        stop(error);
        return undefined;
      });
    if (!unsubscribe) return;
    const seen = new RememberedIds(REMEMBERED_IDS);
    let last: Row | undefined;

    /** Delivers `row` as one event; false once the subscription is over. */
    const deliver = async (row: Row, eventCtx: SignedInContext): Promise<boolean> => {
      if (!(await source.authorize(row, eventCtx))) {
        throw new AppError('forbidden', 'You can no longer follow this.');
      }
      seen.add(row.id);
      last = row;
      await push(new LiveEvent(row, eventCtx));
      return !stopped;
    };
    /** Pages through `source.catchUp` until a page brings nothing new. */
    const catchUp = async (): Promise<boolean> => {
      for (let delivered = true; delivered;) {
        delivered = false;
        const readCtx = await subscriber.nextEvent();
        if (!readCtx) return false;
        for (const row of await source.catchUp(last, readCtx)) {
          if (stopped) return false;
          if (seen.has(row.id)) continue;
          const eventCtx = await subscriber.nextEvent();
          if (!eventCtx || !(await deliver(row, eventCtx))) return false;
          delivered = true;
        }
      }
      return !stopped;
    };

    /** Delivers the row a notice names, unless already delivered. */
    const follow = async (id: string): Promise<boolean> => {
      if (seen.has(id)) return true;
      const eventCtx = await subscriber.nextEvent();
      if (!eventCtx) return false;
      const row = await source.load(id, eventCtx);
      return row && !seen.has(row.id) ? deliver(row, eventCtx) : true;
    };

    // The first catch-up, as after a reconnect: from the subscription's own argument.
    signals.unshift('reconnected');
    try {
      let open = true;
      while (open) {
        const next = signals.shift();
        if (!next) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          open = !stopped;
          continue;
        }
        try {
          open = await (next === 'reconnected' ? catchUp() : follow(next.id));
        } catch (error) {
          await waitOutUnavailable(error, stop);
          // Whatever the failed read was to bring comes after the last row delivered.
          if (signals[0] !== 'reconnected') signals.unshift('reconnected');
          open = !stopped;
        }
      }
      stop();
    } catch (error) {
      stop(error);
    } finally {
      await unsubscribe();
    }
  });
}

/** The last `capacity` ids added, oldest forgotten first. */
class RememberedIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity: number) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      this.ids.delete(this.ids.values().next().value as string);
    }
  }
}
