import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { actorFromAuthorization } from '../auth/authenticate';
import { ANONYMOUS, type Actor } from '../common/actor';
import { apiRateLimit, checkRateLimit } from '../modules/rate-limits/rate-limit-check';
import type { Services } from '../services';
import { createContext } from './context';
import type { ErrorFormatter } from './errors';
import type { RequestPolicy } from './request-policy';
import { admitSocketOperation } from './socket-operation';

/**
 * The largest message a socket may send, as large as a POST /graphql body may be: `ws` would
 * otherwise buffer and parse up to 100 MiB per message. A larger message closes the socket
 * with 1009 (message too big) before it is read whole.
 */
export const MAX_SOCKET_MESSAGE_BYTES = 1024 * 1024;

/**
 * graphql-ws on /graphql of the same HTTP server. Each operation is admitted by the request
 * policy Apollo uses (parse budget, limits, introspection) before anything runs, and every error
 * leaves through the formatter HTTP uses, so a socket is no way around either. The socket
 * authenticates once, from `connectionParams.authorization`; a bad token closes it with 4403.
 * Each operation spends its client's /api and /graphql budget; `clientAddress` names the client of
 * the upgrade request by the app's proxy trust.
 */
export function startSocketServer(
  httpServer: Server,
  services: Services,
  schema: GraphQLSchema,
  policy: RequestPolicy,
  formatError: ErrorFormatter,
  clientAddress: (req: IncomingMessage) => string,
) {
  const perClient = apiRateLimit(services.env);
  const format = (errors: readonly GraphQLError[]) =>
    errors.map((error) => formatError(error.toJSON(), error));
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: MAX_SOCKET_MESSAGE_BYTES,
  });
  return useServer<Record<string, unknown>, { actor?: Actor }>(
    {
      schema,
      onConnect: async (ctx) => {
        try {
          const authorization = ctx.connectionParams?.authorization;
          ctx.extra.actor = await actorFromAuthorization(services.authenticator, authorization);
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: (ctx, _id, payload) => {
        if (perClient.limit > 0) {
          const address = clientAddress(ctx.extra.request);
          const { refusal } = checkRateLimit(services.rateLimits, perClient, address);
          if (refusal) {
            return [new GraphQLError(refusal.message, { extensions: { code: 'RATE_LIMITED' } })];
          }
        }
        return admitSocketOperation(schema, policy, payload);
      },
      context: (ctx) =>
        createContext(services, ctx.extra.actor ?? ANONYMOUS, clientAddress(ctx.extra.request)),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: format(result.errors) } : undefined,
      onError: (_ctx, _id, _payload, errors) => format(errors),
    },
    wsServer,
  );
}
