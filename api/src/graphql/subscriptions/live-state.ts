import { Repeater } from '@graphql-yoga/subscription';
import { waitOutUnavailable } from '../../realtime/unavailable-wait';
import { LiveEvent } from './event-context';
import type { SignedInContext, Subscriber } from './subscriber';

/** What `liveState` needs to know of a feature's state. */
export interface LiveStateSource<State extends object> {
  /** Where changes to the state are announced (any payload: it only says "read again"). */
  channel: string;
  /**
   * The state as the subscriber may see it now, read with the event's fresh context (its actor
   * signed in); it checks the subscriber (the feature's policy) and throws the refusal, which ends
   * the subscription.
   */
  read(context: SignedInContext): Promise<State>;
}

/**
 * The source of a subscription to a state rather than to rows (`liveRows` dedupes rows by id;
 * a state has none): the current state at once, then again after every notice on
 * `source.channel` and after the transport reconnects. Its catch-up is simply the state, read
 * afresh. Notices that arrive while a state is read are folded into one more read: each read
 * follows every commit announced before it, so no change is missed and none is sent twice for
 * nothing. Each event has a context of its own (`subscriber.nextEvent()`: fresh loaders, the
 * token and the subscription's roles checked again), yielded with the state (`LiveEvent`); a
 * revoked token ends it (4403), a refusal ends it with the refusal's code. A read that finds the
 * database unreachable is made again once it answers (`waitOutUnavailable`): the subscription
 * goes on with the state then.
 */
export function liveState<State extends object>(
  subscriber: Subscriber,
  source: LiveStateSource<State>,
): AsyncIterableIterator<LiveEvent<State>> {
  return new Repeater<LiveEvent<State>>(async (push, stop) => {
    let changed = true;
    let stopped = false;
    let wake: (() => void) | undefined;
    const change = () => {
      changed = true;
      wake?.();
    };
    void stop.then(() => {
      stopped = true;
      wake?.();
    });
    const unsubscribe = await subscriber.context.services.realtime
      .subscribe(source.channel, { onMessage: change, onReconnect: change })
      .catch((error: unknown) => {
        stop(error);
        return undefined;
      });
    if (!unsubscribe) return;
    try {
      while (!stopped) {
        if (!changed) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          continue;
        }
        changed = false;
        try {
          const eventCtx = await subscriber.nextEvent();
          if (!eventCtx) break;
          const state = await source.read(eventCtx);
          await push(new LiveEvent(state, eventCtx));
        } catch (error) {
          await waitOutUnavailable(error, stop);
          changed = true;
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
