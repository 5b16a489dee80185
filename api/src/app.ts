import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import pinoHttp from 'pino-http';
import { forwardedClient, type TrustedHop } from './core/client-address';
import { RunningWork } from './core/running-work';
import { REPO_ROOT } from './config/env';
import { startGraphQL } from './graphql/server';
import { apiRateLimit } from './rate-limits/rate-limit-check';
import { authenticateRequests } from './rest/actor';
import { apiDocsPage } from './rest/api-docs';
import { answerClientError, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './rest/client-error';
import { compressAnswers } from './rest/compress-answers';
import { apiNotFound, errorHandler, notFound } from './rest/errors';
import { holdPlace, runHoldingPlace } from './rest/in-flight-place';
import { OpenConnections } from './rest/open-connections';
import { limitInFlight, limitRequests } from './rest/rate-limit';
import { mountRouter, restSurfaces } from './rest/rest-surfaces';
import { keepRawBody } from './rest/raw-body';
import { routerOf } from './rest/route';
import { apolloLandingPagePolicy, securityHeaders, swaggerUiPolicy } from './rest/security-headers';
import { SECURITY_TXT_PATH, securityTxt } from './rest/security-txt';
import { webApp } from './rest/web-app';
import { Readiness } from './process/readiness';
import type { Services } from './services';

export interface AppServer {
  httpServer: Server;
  /**
   * Stops accepting, lets every running request and socket operation finish (at most DRAIN_MS),
   * then closes what is still open. The database is the caller's, to close after this.
   * `idleGraceMs` is how long an idle connection may still send a request (see OpenConnections):
   * a test app whose test is over has no request on its way and passes 0.
   */
  close(options?: { idleGraceMs?: number }): Promise<void>;
}

/**
 * How long shutdown waits for the requests and socket operations already running, those whose
 * client left included, before it cuts their connections and the database closes under them.
 */
const DRAIN_MS = 10_000;

/** Where `vite build` leaves the web app; served with a client-side-route fallback. */
const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');

/**
 * One HTTP server: the web app at /, the REST facade at /api (described at /api/openapi.json,
 * readable at /api/docs outside production), GraphQL and its subscriptions at /graphql, the
 * features' own mounts (the n8n template library at /n8n), /.well-known/security.txt, /healthz
 * (alive: the process answers and reaches its database) and /readyz (ready: also warmed up, see
 * `Readiness`).
 */
export async function buildServer(
  services: Services,
  options: {
    httpLog?: boolean;
    /** The built web app; tests pass a small one. */
    webDist?: string;
    /**
     * What /readyz waits for (the serving process's warm-ups). Without it there is nothing to
     * wait for: an app built in a test is ready once its database answers, and builds its
     * catalogue index on first use.
     */
    readiness?: Readiness;
  } = {},
): Promise<AppServer> {
  const { env } = services;
  const webDist = options.webDist ?? WEB_DIST;
  const app = express();
  const httpServer = createServer(app);
  const connections = new OpenConnections(httpServer);
  const running = new RunningWork();
  // A slow client may hold a connection only so long; one Node cannot parse gets a JSON answer.
  httpServer.headersTimeout = HEADERS_TIMEOUT_MS;
  httpServer.requestTimeout = REQUEST_TIMEOUT_MS;
  httpServer.on('clientError', answerClientError);
  // A request runs until it is answered and its handlers have settled, its client there or not.
  app.use((_req, res, next) => {
    holdPlace(res, running.start());
    next();
  });
  app.disable('x-powered-by');
  app.use(securityHeaders(env));
  // Off unless TRUST_PROXY says which proxies may name the client in X-Forwarded-For.
  app.set('trust proxy', env.trustProxy);
  const trusted = app.get('trust proxy fn') as TrustedHop;
  // pino-http logs every request at info: below that level it would only cost each request a
  // child logger and listeners for lines that are never written.
  if (options.httpLog && services.logger.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger: services.logger,
        autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
        // One short line per request: no headers (they carry tokens), no bodies.
        serializers: {
          req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      }),
    );
  }

  app.get('/healthz', (_req, res) =>
    runHoldingPlace(res, async () => {
      try {
        await services.db.query('SELECT 1');
        res.json({ status: 'ok', db: 'ok' });
      } catch {
        res.status(503).json({ status: 'error', db: 'unreachable' });
      }
    }),
  );

  const readiness = options.readiness ?? new Readiness([], services.logger);
  // 503 until the warm-ups are done (a load balancer sends this process no users yet), and
  // whenever the database is unreachable; /healthz above says whether the process is alive.
  app.get('/readyz', (_req, res) =>
    runHoldingPlace(res, async () => {
      if (!readiness.ready) {
        res.status(503).json({ status: 'starting' });
        return;
      }
      try {
        await services.db.query('SELECT 1');
        res.json({ status: 'ready', db: 'ok' });
      } catch {
        res.status(503).json({ status: 'error', db: 'unreachable' });
      }
    }),
  );

  const rest = restSurfaces(services);
  // The answers of the API and of the features' own mounts, compressed where the client accepts
  // it; the web app's files come compressed from the build (webApp).
  app.use(['/graphql', '/api', ...rest.mounts.map((mount) => mount.base)], compressAnswers());

  // One budget per client for /api and /graphql together, shared by every API process.
  const perClient = apiRateLimit(env);
  const graphql = await startGraphQL(httpServer, services, running, (req) =>
    forwardedClient(req, trusted),
  );
  if (!env.isProduction) app.use('/graphql', apolloLandingPagePolicy(env));
  app.use(
    '/graphql',
    limitRequests(services.rateLimits, perClient, 'graphql'),
    limitInFlight(services.inFlight, 'graphql'),
    express.json({ limit: '1mb' }),
    (req: Request, res: Response, next: NextFunction) =>
      runHoldingPlace(res, () => graphql.middleware(req, res, next)),
  );
  app.use('/api', limitRequests(services.rateLimits, perClient), limitInFlight(services.inFlight));
  if (!env.isProduction) app.use('/api/docs', swaggerUiPolicy(env), apiDocsPage());
  app.use(
    '/api',
    express.json({ limit: '1mb', verify: keepRawBody }),
    authenticateRequests(services.authenticator),
    routerOf(rest.api.routes),
    apiNotFound,
  );
  for (const mount of rest.mounts) app.use(mount.base, mountRouter(mount, services.logger));
  app.get(SECURITY_TXT_PATH, securityTxt(env.publicUrl));

  if (existsSync(path.join(webDist, 'index.html'))) {
    app.use(
      webApp(webDist, {
        production: env.isProduction,
        answerAsVisitor: (query, variables) => graphql.answerAsVisitor(query, variables),
      }),
    );
  } else {
    app.get('/', (_req, res) => {
      res.type('text').send('FlowVault API is running. Build the web app with `npm run build`.');
    });
  }
  app.use(notFound);
  app.use(errorHandler(services.logger));

  return {
    httpServer,
    async close({ idleGraceMs }: { idleGraceMs?: number } = {}) {
      const deadline = Date.now() + DRAIN_MS;
      const left = () => Math.max(0, deadline - Date.now());
      // Stop accepting: the listener closes, and each connection ends once it has nothing to
      // answer (an idle keep-alive one at once); sockets close once their operations are answered.
      const closed = connections.stop(idleGraceMs);
      const socketsClosed = graphql.closeSockets(left());
      if (!(await running.settled(left()))) {
        services.logger.warn(
          `${running.count} requests still running after ${DRAIN_MS / 1000} s: closing under them`,
        );
      }
      // What is still open finishes writing or waits on its client; past the bound it is cut.
      await within(Promise.all([closed, socketsClosed]), left());
      connections.destroy();
      await graphql.stop();
      await closed;
      // Node's close() also stops its timer checking request timeouts; nothing is left to cut.
      httpServer.close();
    },
  };
}

/** Waits for `work`, or `ms` at most. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
