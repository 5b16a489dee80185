/**
 * What a feature declares a subscription with: `requiring(roles, open)` states once who may
 * subscribe and hands `open` the checked `Subscriber`; the live sources (`liveRows` for rows,
 * `liveState` for a state) miss nothing and read every event with a context of their own, the
 * subscriber checked again. See docs/DECISIONS.md ("GraphQL and subscriptions", "Real-time layer")
 * and the fixture feature in api/test/fixtures/board/, which subscribes with `liveRows`.
 */
export { SIGNED_IN } from '../../auth/require-role';
export type { LiveEvent } from './event-context';
export { liveRows, type LiveRowsSource } from './live-rows';
export { liveState, type LiveStateSource } from './live-state';
export { requiring, type SignedInContext, type Subscriber } from './subscriber';
