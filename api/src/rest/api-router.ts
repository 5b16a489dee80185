import { Router } from 'express';
import type { Services } from '../services';

/** The /api facade: the routes of every feature, in registry order. */
export function apiRouter(services: Services): Router {
  const router = Router();
  for (const feature of services.features) {
    if (feature.routes) router.use(feature.routes(services));
  }
  return router;
}
