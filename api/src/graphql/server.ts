import { SubscriptionOverSocketRule } from './operation-type-rule';
import type { IncomingMessage, Server } from 'node:http';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError } from 'graphql';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import { actorFromAuthorization } from '../auth/authenticate';
import { ANONYMOUS, type Actor } from '../core/actor';
import { AppError } from '../core/app-error';
import type { RunningWork } from '../core/running-work';
import {
  isDatabaseUnavailable,
  serviceUnavailable,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../core/db-errors';
import type { Services } from '../services';
import { createContext, type GraphQLContext } from './context';
import { formatError } from './errors';
import { requestPolicy } from './request-policy';
import { getSchema } from './schema';
import { startSocketServer } from './socket-server';

export interface GraphQLServer {
  middleware: RequestHandler;
  /**
   * Closes the graphql-ws sockets (1001): idle ones at once, busy ones once their operations are
   * answered; resolves when all are closed, cutting those still open after `graceMs`.
   */
  closeSockets(graceMs: number): Promise<void>;
  /**
   * A query's data as a visitor gets it over HTTP (same schema, rules and limits), or undefined
   * when it has any error: for answers the server sends before anyone asks (the home page's).
   */
  answerAsVisitor(query: string, variables: Record<string, unknown>): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Apollo Server over HTTP on /graphql, and graphql-ws on the same path of the same HTTP server.
 * Both admit operations by one request policy (parse budget, operation limits, introspection)
 * and shape errors with one formatter.
 * `clientAddress` names the client of a socket's upgrade request by the app's proxy trust; a
 * socket's messages count as `running` work until handled. The HTTP server's shutdown is the
 * app's (AppServer.close), not Apollo's drain plugin: that plugin ends every connection without
 * a request at once, WebSockets with operations running included, and knows nothing of
 * requests whose client left.
 */
export async function startGraphQL(
  httpServer: Server,
  services: Services,
  running: RunningWork,
  clientAddress: (req: IncomingMessage) => string,
): Promise<GraphQLServer> {
  const schema = getSchema(services.features, services.realtime);
  const policy = requestPolicy(services.env);
  const format = formatError(services.logger, policy);
  const socket = startSocketServer(httpServer, services, schema, policy, format, {
    clientAddress,
    running,
  });
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError: format,
    parseOptions: policy.parseOptions,
    validationRules: [...policy.validationRules, SubscriptionOverSocketRule],
    // The policy's rules refuse introspection in production, on this path and the socket alike.
    introspection: true,
    hideSchemaDetailsFromClientErrors: policy.hideSchemaDetails,
    includeStacktraceInErrorResponses: false,
    // No automatic persisted queries: the web app sends whole documents, and Apollo's store of
    // them would be one per process that any stranger writes to. A client that offers a hash is
    // told PERSISTED_QUERY_NOT_SUPPORTED and sends the document.
    persistedQueries: false,
    // main.ts owns shutdown: Apollo's own handlers would race it and re-raise the signal.
    stopOnTerminationSignals: false,
    plugins: [
      retryAfterWhenUnavailable,
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
    closeSockets: (graceMs) => socket.dispose(graceMs),
    async answerAsVisitor(query, variables) {
      const response = await apollo.executeOperation(
        { query, variables },
        { contextValue: createContext(services, ANONYMOUS, '') },
      );
      const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
      if (result?.errors) {
        // The page still goes out, without these answers; a query the schema refuses is a bug.
        services.logger.warn({ errors: result.errors }, 'a query answered before asked failed');
        return undefined;
      }
      return result?.data;
    },
    stop: () => apollo.stop(),
  };
}

/**
 * A result carrying SERVICE_UNAVAILABLE says when to try again in `Retry-After`, as REST's 503
 * does; its status stays GraphQL's, since other fields may have been answered.
 */
const retryAfterWhenUnavailable: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : [];
        if (errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) {
          response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        }
      },
    };
  },
};

/**
 * The actor of an HTTP operation. A bad token fails the whole request with 401 and the error
 * body of any other UNAUTHORIZED, before any resolver runs; a database that cannot be reached to
 * check it, with 503 and `Retry-After`.
 */
async function httpActor(services: Services, authorization: unknown): Promise<Actor> {
  try {
    return await actorFromAuthorization(services.authenticator, authorization);
  } catch (caught) {
    const error = isDatabaseUnavailable(caught) ? serviceUnavailable() : caught;
    if (!(error instanceof AppError)) throw error;
    const { retryAfter } = error.extra;
    const headers = new HeaderMap(
      typeof retryAfter === 'number' ? [['retry-after', String(retryAfter)]] : [],
    );
    throw new GraphQLError(error.message, {
      originalError: error,
      extensions: { code: error.code.toUpperCase(), http: { status: error.status, headers } },
    });
  }
}
