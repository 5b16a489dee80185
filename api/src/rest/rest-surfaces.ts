import { Router, type RequestHandler } from 'express';
import type { ErrorCode } from '../core/app-error';
import type { Logger } from '../core/logger';
import type { Services } from '../services';
import { errorHandler } from './errors';
import { openApiDocument, openApiRoute, type OpenApiDocument } from './openapi';
import { routerOf, type RouteDefinition } from './route';

/** Routes served under one base path, with the middleware in front of them. */
export interface RestSurface {
  base: string;
  routes: RouteDefinition[];
  /** Runs before the routes, e.g. CORS and a rate limit. */
  middleware?: RequestHandler[];
  /** Codes any route of the surface may answer, e.g. `rate_limited`. */
  errors?: ErrorCode[];
}

/** What a feature serves at its own top-level path (the n8n library at /n8n). */
export type RestMount = Omit<RestSurface, 'base'>;

/**
 * Every REST surface of the application, from the feature registry in registry order: the /api
 * facade (each feature's routes, tagged with its name, plus `/api/openapi.json`) and the
 * features' mounts. The OpenAPI document describes exactly these definitions.
 */
export function restSurfaces(services: Services): { api: RestSurface; mounts: RestSurface[] } {
  const api: RestSurface = { base: '/api', routes: [] };
  const mounts: RestSurface[] = [];
  for (const feature of services.features) {
    api.routes.push(...tagged(feature.routes?.(services) ?? [], feature.name));
    for (const [base, mount] of Object.entries(feature.mounts ?? {})) {
      const surface = mount(services);
      mounts.push({ ...surface, base, routes: tagged(surface.routes, feature.name) });
    }
  }
  let document: OpenApiDocument | undefined;
  api.routes.push(
    openApiRoute(() => (document ??= openApiDocument([api, ...mounts], services.env))),
  );
  return { api, mounts };
}

/**
 * A mount as a router: its middleware, its routes, then JSON 404s and the REST error bodies, so
 * nothing under the mount ever falls through to the web app.
 */
export function mountRouter(mount: RestMount, logger: Logger): Router {
  const router = Router();
  for (const middleware of mount.middleware ?? []) router.use(middleware);
  router.use(routerOf(mount.routes));
  router.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'No such endpoint' });
  });
  router.use(errorHandler(logger));
  return router;
}

function tagged(routes: RouteDefinition[], tag: string): RouteDefinition[] {
  return routes.map((definition) => ({ ...definition, tags: definition.tags ?? [tag] }));
}
