/**
 * The real-time layer, transport only: one pub-sub per process (PostgreSQL LISTEN/NOTIFY, or in
 * memory), through which a feature publishes in its transaction and a subscription listens and
 * hears when to catch up. The subscriptions built on it (`liveRows`, `liveState`) are GraphQL's,
 * in api/src/graphql/subscriptions/. See docs/DECISIONS.md ("Real-time layer") and the fixture
 * feature in api/test/fixtures/board/, which publishes in its transaction.
 */
export {
  MAX_CHANNEL_BYTES,
  MAX_PAYLOAD_BYTES,
  type Realtime,
  type RealtimeListener,
  type RealtimeNotice,
  type Unsubscribe,
} from './realtime';
export { realtimePubSub } from './realtime-pub-sub';
