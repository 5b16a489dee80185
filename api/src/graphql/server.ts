import type { IncomingMessage, Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError } from 'graphql';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { actorFromAuthorization } from '../auth/authenticate';
import { ANONYMOUS, type Actor } from '../common/actor';
import { AppError } from '../common/app-error';
import { apiRateLimit, checkRateLimit } from '../modules/rate-limits/rate-limit-check';
import type { Services } from '../services';
import { createContext, type GraphQLContext } from './context';
import { formatError } from './errors';
import { limitsPlugin } from './limits';
import { getSchema } from './schema';

export interface GraphQLServer {
  middleware: RequestHandler;
  stop(): Promise<void>;
}

/**
 * Apollo Server over HTTP on /graphql, and graphql-ws subscriptions on the same path of the same
 * HTTP server. The socket authenticates once, from `connectionParams.authorization`.
 * `clientAddress` names the client of a socket's upgrade request by the app's proxy trust.
 */
export async function startGraphQL(
  httpServer: Server,
  services: Services,
  clientAddress: (req: IncomingMessage) => string,
): Promise<GraphQLServer> {
  const schema = getSchema(services.features);
  const perClient = apiRateLimit(services.env);
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { actor?: Actor }>(
    {
      schema,
      // The socket authenticates once; a bad token closes it with 4403 Forbidden.
      onConnect: async (ctx) => {
        try {
          const authorization = ctx.connectionParams?.authorization;
          ctx.extra.actor = await actorFromAuthorization(services.authenticator, authorization);
          return true;
        } catch {
          return false;
        }
      },
      // Each operation over a socket spends the client's /api and /graphql budget.
      onSubscribe: (ctx) => {
        if (perClient.limit <= 0) return;
        const address = clientAddress(ctx.extra.request);
        const { refusal } = checkRateLimit(services.rateLimits, perClient, address);
        if (!refusal) return;
        return [new GraphQLError(refusal.message, { extensions: { code: 'RATE_LIMITED' } })];
      },
      context: (ctx) =>
        createContext(services, ctx.extra.actor ?? ANONYMOUS, clientAddress(ctx.extra.request)),
    },
    wsServer,
  );
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError: formatError(services.logger),
    introspection: true,
    // main.ts owns shutdown: Apollo's own handlers would race it and re-raise the signal.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      limitsPlugin(schema),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
      ...(services.env.isProduction ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
  await apollo.start();
  const middleware = expressMiddleware(apollo, {
    context: async ({ req }) =>
      createContext(
        services,
        await httpActor(services, req.headers.authorization),
        req.ip ?? req.socket.remoteAddress ?? '',
      ),
  });
  return {
    middleware,
    stop: () => apollo.stop(),
  };
}

/**
 * The actor of an HTTP operation. A bad token fails the whole request with 401 and the error
 * body of any other UNAUTHORIZED, before any resolver runs.
 */
async function httpActor(services: Services, authorization: unknown): Promise<Actor> {
  try {
    return await actorFromAuthorization(services.authenticator, authorization);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new GraphQLError(error.message, {
      originalError: error,
      extensions: { code: error.code.toUpperCase(), http: { status: error.status } },
    });
  }
}
