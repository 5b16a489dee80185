import {
  createSourceEventStream,
  execute,
  GraphQLError,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { GraphQLContext } from '../context';
import { eventContext, LiveEvent } from './event-context';

/**
 * graphql-ws's `subscribe`: graphql-js's own, except that each event is resolved with a context
 * of its own instead of the one the operation started with. A live source's event (`LiveEvent`)
 * brings the context it was read and checked with, and is resolved with it (its payload as the
 * root); any other event (a `topics` subscription's id) gets a fresh one here (`eventContext`:
 * fresh loaders, the socket's token checked again). When the token no longer holds, the socket has
 * been closed with 4403 and the subscription ends. A source that fails (a subscription's
 * per-event authorization refusing a row) sends its error as the last event and ends the
 * subscription, rather than failing the socket.
 */
export async function subscribePerEvent(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!isAsyncIterable(source)) return source;
  return resolvedPerEvent(source, args);
}

function resolvedPerEvent(
  source: AsyncIterable<unknown>,
  args: ExecutionArgs,
): AsyncIterableIterator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  const operationContext = args.contextValue as GraphQLContext;
  let finished = false;
  const done = { done: true, value: undefined } as const;
  // A hand-written iterator, not an async generator: a generator waiting for its next event could
  // not be returned before that event came, and the subscription would outlive its client.
  const finish = async (): Promise<IteratorResult<ExecutionResult>> => {
    if (finished) return done;
    finished = true;
    await iterator.return?.();
    return done;
  };
  return {
    async next() {
      if (finished) return done;
      let step: IteratorResult<unknown>;
      try {
        step = await iterator.next();
      } catch (error) {
        finished = true;
        return { done: false, value: { errors: [asGraphQLError(error)] } };
      }
      if (step.done || finished) return finish();
      if (step.value instanceof LiveEvent) {
        const { payload, context } = step.value;
        const value = await execute({ ...args, rootValue: payload, contextValue: context });
        return { done: false, value };
      }
      let contextValue: GraphQLContext | undefined;
      try {
        contextValue = await eventContext(operationContext);
      } catch (error) {
        // An event its source did not read (a `topics` subscription: liveRows and liveState
        // check the token themselves and wait out an unreachable database) whose token could
        // not be checked: this event is answered with the error, and the subscription goes on.
        return { done: false, value: { errors: [asGraphQLError(error)] } };
      }
      if (!contextValue) return finish();
      const value = await execute({ ...args, rootValue: step.value, contextValue });
      return { done: false, value };
    },
    return: finish,
    async throw(error) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function asGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const original = error instanceof Error ? error : new Error(String(error));
  return new GraphQLError(original.message, { originalError: original });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}
