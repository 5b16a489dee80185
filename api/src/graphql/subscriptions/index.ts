/**
 * What a feature declares a subscription with: the sources that miss nothing (`liveRows` for
 * rows, `liveState` for a state), each event read with a context of its own. See docs/DECISIONS.md
 * ("GraphQL and subscriptions", "Real-time layer") and the fixture feature in
 * api/test/fixtures/board/, which subscribes with `liveRows`.
 */
export { liveRows, type LiveRowsSource } from './live-rows';
export { liveState, type LiveStateSource } from './live-state';
