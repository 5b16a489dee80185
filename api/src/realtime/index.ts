/**
 * The real-time layer: one pub-sub per process (PostgreSQL LISTEN/NOTIFY, or in memory), how a
 * feature publishes in its transaction, and how it declares a subscription that misses nothing.
 * See docs/DECISIONS.md ("Real-time layer") and the fixture feature in api/test/fixtures/board/,
 * which publishes in its transaction and subscribes with `liveRows`.
 */
export {
  MAX_CHANNEL_BYTES,
  MAX_PAYLOAD_BYTES,
  type Realtime,
  type RealtimeListener,
  type RealtimeNotice,
  type Unsubscribe,
} from './realtime';
export { liveRows, type LiveRowsSource } from './live-rows';
export { liveState, type LiveStateSource } from './live-state';
export { realtimePubSub } from './realtime-pub-sub';
