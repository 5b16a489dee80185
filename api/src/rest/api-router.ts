import { Router } from 'express';
import { templateRoutes } from '../modules/templates/template.routes';
import type { Services } from '../services';

/** The /api facade: each module mounts its routes here. */
export function apiRouter(services: Services): Router {
  const router = Router();
  router.use(templateRoutes(services));
  return router;
}
