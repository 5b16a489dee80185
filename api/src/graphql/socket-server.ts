import type { IncomingMessage, Server } from 'node:http';
import { execute, GraphQLError, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { actorFromAuthorization, INVALID_TOKEN_MESSAGE } from '../auth/authenticate';
import { ANONYMOUS, type Actor } from '../core/actor';
import { clientKey } from '../core/client-address';
import { isDatabaseUnavailable } from '../core/db-errors';
import type { RunningWork } from '../core/running-work';
import { TOO_MANY_AT_ONCE } from '../rate-limits/in-flight-limit';
import { apiRateLimit, checkRateLimit } from '../rate-limits/rate-limit-check';
import type { Services } from '../services';
import { createContext, type GraphQLContext } from './context';
import type { ErrorFormatter } from './errors';
import { MAX_SOCKETS_PER_CLIENT, OpenSockets } from './open-sockets';
import type { RequestPolicy } from './request-policy';
import { recheckSocketActor } from './socket-actor';
import { bindSockets } from './socket-binding';
import { admitSocketOperation } from './socket-operation';
import { subscribePerEvent } from './subscriptions/subscribe-per-event';

/**
 * The largest message a socket may send, as large as a POST /graphql body may be: `ws` would
 * otherwise buffer and parse up to 100 MiB per message. A larger message closes the socket
 * with 1009 (message too big) before it is read whole.
 */
export const MAX_SOCKET_MESSAGE_BYTES = 1024 * 1024;

/**
 * How many operations (subscriptions, mostly) one socket may have open at once. Each live
 * subscription holds a LISTEN channel, a catch-up cursor and its reads at every event: without a
 * bound, one socket could open thousands. The web app opens a few per page.
 */
export const MAX_OPERATIONS_PER_SOCKET = 20;

const TOO_MANY_OPERATIONS = `Too many subscriptions open on this connection (at most ${MAX_OPERATIONS_PER_SOCKET}): complete one first.`;

/** WebSocket's close code for a server that cannot serve for now (RFC 6455 registry). */
const TRY_AGAIN_LATER = 1013;

/** The body of a refused upgrade, in the standard error shape (`{error, message}`). */
const TOO_MANY_SOCKETS = JSON.stringify({
  error: 'rate_limited',
  message: `Too many open connections from your address (at most ${MAX_SOCKETS_PER_CLIENT}).`,
});

/** `ws`'s verifyClient callback. */
type UpgradeDecision = (
  verified: boolean,
  code?: number,
  message?: string,
  headers?: Record<string, string>,
) => void;

/**
 * graphql-ws on /graphql of the same HTTP server. Each operation is admitted by the request
 * policy Apollo uses (parse budget, limits, introspection) before anything runs, and every error
 * leaves through the formatter HTTP uses, so a socket is no way around either. The socket
 * authenticates once, from `connectionParams.authorization`; a bad token closes it with 4403.
 * Each operation spends its client's /api and /graphql budget, and a client holds at most
 * MAX_SOCKETS_PER_CLIENT sockets (an upgrade past it is a 429) and a socket at most
 * MAX_OPERATIONS_PER_SOCKET open operations (RATE_LIMITED past it); `clientAddress` names the client
 * of the upgrade request by the app's proxy trust; each message counts as `running` work until
 * it is handled.
 */
export function startSocketServer(
  httpServer: Server,
  services: Services,
  schema: GraphQLSchema,
  policy: RequestPolicy,
  formatError: ErrorFormatter,
  {
    clientAddress,
    running,
  }: { clientAddress: (req: IncomingMessage) => string; running?: RunningWork },
) {
  const perClient = apiRateLimit(services.env);
  const format = (errors: readonly GraphQLError[]) =>
    errors.map((error) => formatError(error.toJSON(), error));
  const open = new OpenSockets(MAX_SOCKETS_PER_CLIENT);
  const clientOf = (req: IncomingMessage) => clientKey(clientAddress(req));
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: MAX_SOCKET_MESSAGE_BYTES,
    // The upgrade's connection is counted as it is admitted, until it closes: concurrent
    // upgrades cannot all pass the check before one is counted.
    verifyClient: ({ req }: { req: IncomingMessage }, done: UpgradeDecision) => {
      if (open.admit(clientOf(req), req.socket)) return done(true);
      done(false, 429, TOO_MANY_SOCKETS, { 'Content-Type': 'application/json; charset=utf-8' });
    },
  });
  return bindSockets<Record<string, unknown>, { actor?: Actor; authorization?: unknown }>(
    {
      schema,
      onConnect: async (ctx) => {
        try {
          const authorization = ctx.connectionParams?.authorization;
          ctx.extra.actor = await actorFromAuthorization(services.authenticator, authorization);
          ctx.extra.authorization = authorization;
          return true;
        } catch (error) {
          // The token could not be checked, which is not a bad token: 1013 (try again later)
          // rather than the 4403 that tells a client to sign out. graphql-ws's own close after
          // `false` finds the socket closing and sends nothing more.
          if (isDatabaseUnavailable(error))
            ctx.extra.socket.close(TRY_AGAIN_LATER, 'Try again later');
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        // graphql-ws lists the socket's open operations, this one included, until each completes
        // or the socket closes: the count is released without any bookkeeping of ours.
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET) {
          return [new GraphQLError(TOO_MANY_OPERATIONS, { extensions: { code: 'RATE_LIMITED' } })];
        }
        // The budget first: it is counted in memory, so a flood is refused before any SQL.
        if (perClient.limit > 0) {
          const address = clientAddress(ctx.extra.request);
          const { refusal } = checkRateLimit(services.rateLimits, perClient, address);
          if (refusal) {
            return [new GraphQLError(refusal.message, { extensions: { code: 'RATE_LIMITED' } })];
          }
        }
        // The token again (see recheckSocketActor): a revoked one closes the socket with 4403;
        // a database that cannot be reached answers SERVICE_UNAVAILABLE and the socket stays.
        try {
          const still = await recheckSocketActor(services.authenticator, ctx.extra);
          if (ctx.extra.actor && !still) {
            return [
              new GraphQLError(INVALID_TOKEN_MESSAGE, { extensions: { code: 'UNAUTHORIZED' } }),
            ];
          }
        } catch (error) {
          if (isDatabaseUnavailable(error)) {
            return [new GraphQLError('database unavailable', { originalError: error as Error })];
          }
          throw error;
        }
        return admitSocketOperation(schema, policy, payload);
      },
      // An operation holds one of its client's places while it runs, as an HTTP request does.
      execute: async (args) => {
        const { ip } = args.contextValue as GraphQLContext;
        if (!services.inFlight.enter(ip)) {
          const refusal = new GraphQLError(TOO_MANY_AT_ONCE, {
            extensions: { code: 'RATE_LIMITED' },
          });
          return { errors: [refusal] };
        }
        try {
          return await execute(args);
        } finally {
          services.inFlight.leave(ip);
        }
      },
      // Per operation. `renew` makes the context of each event of its subscription, the token
      // checked again each time: the live sources ask for it through their `Subscriber`, and
      // subscribePerEvent for any other event.
      context: (ctx): GraphQLContext => {
        const ip = clientAddress(ctx.extra.request);
        return {
          ...createContext(services, ctx.extra.actor ?? ANONYMOUS, ip),
          renew: async () => {
            const actor = await recheckSocketActor(services.authenticator, ctx.extra);
            return actor ? createContext(services, actor, ip) : undefined;
          },
        };
      },
      subscribe: subscribePerEvent,
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: format(result.errors) } : undefined,
      onError: (_ctx, _id, _payload, errors) => format(errors),
    },
    wsServer,
    services.logger,
    { running },
  );
}
