import { createPubSub } from '@graphql-yoga/subscription';
import type { PubSub } from 'type-graphql';
import type { Realtime, Unsubscribe } from './realtime';

type Callback = ((event: Event) => void) | { handleEvent(event: Event): void };

/**
 * The `pubSub` handed to type-graphql's `buildSchema`: a `@Subscription({ topics })` resolver
 * subscribes to the channel of the same name (with `topicId`, `topic:id`) and receives each
 * notice's payload (an id) as its root. It only listens: publishing goes through
 * `realtime.publish(tx, ...)` in the transaction that wrote the row, so `pubSub.publish` throws.
 * Topic subscriptions are told nothing on a reconnect; a feature that must not miss a row uses
 * `liveRows` instead, which catches up from the database.
 */
export function realtimePubSub(realtime: Realtime): PubSub {
  const subscriptions = new Map<Callback, Map<string, Promise<Unsubscribe | undefined>>>();
  const eventTarget = {
    addEventListener(topic: string, callback: Callback | null) {
      if (!callback) return;
      const deliver = (payload: string) => {
        const event = new CustomEvent(topic, { detail: payload });
        if (typeof callback === 'function') callback(event);
        else callback.handleEvent(event);
      };
      const topics = subscriptions.get(callback) ?? new Map();
      subscriptions.set(callback, topics);
      topics.set(
        topic,
        realtime.subscribe(topic, { onMessage: deliver }).catch(() => undefined),
      );
    },
    removeEventListener(topic: string, callback: Callback | null) {
      const topics = callback ? subscriptions.get(callback) : undefined;
      const subscribed = topics?.get(topic);
      if (!topics || !subscribed) return;
      topics.delete(topic);
      if (topics.size === 0) subscriptions.delete(callback!);
      void subscribed.then((unsubscribe) => unsubscribe?.());
    },
    dispatchEvent(): boolean {
      throw new Error(
        'Publish with realtime.publish(tx, channel, id), in the transaction that wrote the row',
      );
    },
  };
  return createPubSub({ eventTarget: eventTarget as EventTarget }) as PubSub;
}
