import { Router } from 'express';
import type { Services } from '../services';

/** The /api facade: each module mounts its routes here. */
export function apiRouter(_services: Services): Router {
  const router = Router();
  return router;
}
