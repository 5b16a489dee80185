import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Services } from '../services';
import { createContext, type ContextUser, type GraphQLContext } from './context';
import { formatError } from './errors';
import { limitsPlugin } from './limits';
import { getSchema } from './schema';

/** Resolves the bearer token of a request or socket to a user; the accounts module provides it. */
export type Authenticate = (authorization: string | undefined) => Promise<ContextUser | null>;

export interface GraphQLServer {
  middleware: RequestHandler;
  stop(): Promise<void>;
}

/**
 * Apollo Server over HTTP on /graphql, and graphql-ws subscriptions on the same path of the same
 * HTTP server. The socket authenticates once, from `connectionParams.authorization`.
 */
export async function startGraphQL(
  httpServer: Server,
  services: Services,
  authenticate: Authenticate,
): Promise<GraphQLServer> {
  const schema = getSchema();
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { user?: ContextUser | null }>(
    {
      schema,
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        if (authorization !== undefined && typeof authorization !== 'string') return false;
        try {
          ctx.extra.user = await authenticate(authorization);
        } catch {
          return false;
        }
        return !(authorization && !ctx.extra.user);
      },
      context: (ctx) => createContext(services, ctx.extra.user ?? null),
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
      createContext(services, await authenticate(req.headers.authorization)),
  });
  return {
    middleware,
    stop: () => apollo.stop(),
  };
}
