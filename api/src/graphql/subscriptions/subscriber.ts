import type { SubscribeResolverData } from 'type-graphql';
import { requireRole } from '../../auth/require-role';
import type { Role, SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../context';
import { eventContext } from './event-context';

/** A context whose actor is signed in: what every read of a live subscription is handed. */
export type SignedInContext = GraphQLContext & { readonly actor: SignedInActor };

/**
 * Who follows one subscription, checked against what the subscription requires, and how each of
 * its events gets a context of its own. Built once per subscription by `requiring`; the live
 * sources (`liveRows`, `liveState`) ask it for the context of every event.
 */
export interface Subscriber {
  /** The subscriber as they subscribed. */
  readonly actor: SignedInActor;
  /** The operation's context: for what is checked before anything is listened on. */
  readonly context: SignedInContext;
  /**
   * The context of the next event: fresh loaders, the socket's token checked again, and the
   * subscription's roles checked again against it (a refusal is thrown: it ends the subscription
   * with its code). Undefined once the token no longer holds: the socket has been closed with 4403.
   */
  nextEvent(): Promise<SignedInContext | undefined>;
}

/**
 * The `subscribe` of a `@Subscription` that states what it requires: signed in, with one of
 * `roles` (`SIGNED_IN`: any role). The subscriber is checked before `open` runs (UNAUTHORIZED for a
 * visitor, FORBIDDEN without the role, as `@Authorized` answers) and `open` gets them as a
 * `Subscriber`, whose every event is checked again. No `@Authorized` beside it: this is the check.
 */
export function requiring<Args, Source>(
  roles: readonly Role[],
  open: (subscriber: Subscriber, args: Args) => Source,
): (data: SubscribeResolverData) => Source {
  return ({ args, context }) => open(subscriberOf(context as GraphQLContext, roles), args as Args);
}

/**
 * The subscriber of the operation `context` was made for, if its actor is signed in with one of
 * `roles`; throws the refusal otherwise. A test may call a source with one directly: outside a
 * socket each event has fresh loaders and the same actor.
 */
export function subscriberOf(context: GraphQLContext, roles: readonly Role[]): Subscriber {
  const operation = signedIn(context, roles);
  return {
    actor: operation.actor,
    context: operation,
    nextEvent: async () => {
      const next = await eventContext(context);
      return next && signedIn(next, roles);
    },
  };
}

/** `context` with its actor checked: signed in, with one of `roles` (any when empty). */
function signedIn(context: GraphQLContext, roles: readonly Role[]): SignedInContext {
  return { ...context, actor: requireRole(context.actor, roles) };
}
