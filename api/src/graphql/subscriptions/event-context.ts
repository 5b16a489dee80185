import { createContext, type GraphQLContext } from '../context';

/**
 * Builds the context of one event of a subscription: fresh loaders, and the socket's token
 * checked again. Undefined when the token no longer holds (revoked, account disabled, password
 * changed): the socket has then been closed with 4403 and the subscription ends.
 */
export type RenewContext = () => Promise<GraphQLContext | undefined>;

const renewers = new WeakMap<GraphQLContext, RenewContext>();
const preparedFor = new WeakMap<object, GraphQLContext>();

/**
 * Marks `context` (an operation's, built by the socket server) as renewed through `renew` for
 * each event of a subscription; the contexts `renew` makes are renewable the same way.
 */
export function renewableContext(context: GraphQLContext, renew: RenewContext): GraphQLContext {
  const renewing: RenewContext = async () => {
    const next = await renew();
    if (next) renewers.set(next, renewing);
    return next;
  };
  renewers.set(context, renewing);
  return context;
}

/**
 * A fresh context for the next event of the subscription `context` was made for. A
 * subscription's context is never reused across events: a DataLoader would serve the rows it
 * cached for the first event to every later one, and a token revoked meanwhile would go on
 * being honoured. Outside a socket (a test calling a resolver) it has fresh loaders only.
 */
export function eventContext(context: GraphQLContext): Promise<GraphQLContext | undefined> {
  const renew = renewers.get(context);
  return renew
    ? renew()
    : Promise.resolve(createContext(context.services, context.actor, context.ip));
}

/**
 * Says that `payload`, about to be yielded by a subscription's source, was loaded and checked
 * with `context`: the event is then resolved with that same context rather than a second one
 * (one token check per event, and the row's fields read through the loaders that read it).
 */
export function prepareEvent(payload: object, context: GraphQLContext): void {
  preparedFor.set(payload, context);
}

/** The context to resolve the event `payload` with: the one it was prepared with, or a new one. */
export function contextForEvent(
  context: GraphQLContext,
  payload: unknown,
): Promise<GraphQLContext | undefined> {
  const prepared = typeof payload === 'object' && payload ? preparedFor.get(payload) : undefined;
  return prepared ? Promise.resolve(prepared) : eventContext(context);
}
