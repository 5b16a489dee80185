import { createContext, type GraphQLContext } from '../context';

/**
 * A fresh context for the next event of the subscription `context` (the operation's) was made for.
 * A subscription's context is never reused across events: a DataLoader would serve the rows it
 * cached for the first event to every later one, and a token revoked meanwhile would go on being
 * honoured. On a socket it is `context.renew` (the token checked again; undefined once it no
 * longer holds, the socket closed with 4403). Outside a socket (a test calling a source directly)
 * it has fresh loaders and the same actor.
 */
export function eventContext(context: GraphQLContext): Promise<GraphQLContext | undefined> {
  return context.renew
    ? context.renew()
    : Promise.resolve(createContext(context.services, context.actor, context.ip));
}

/**
 * One event of a live subscription (`liveRows`, `liveState`): its payload, and the context it was
 * loaded and checked with. `subscribePerEvent` resolves the event with that same context rather
 * than a second one: one token check per event, and the payload's fields read through the loaders
 * that read it.
 */
export class LiveEvent<Payload> {
  constructor(
    readonly payload: Payload,
    readonly context: GraphQLContext,
  ) {}
}
