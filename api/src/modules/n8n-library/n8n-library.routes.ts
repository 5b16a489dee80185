import { Router } from 'express';
import type { Services } from '../../services';

/** The n8n templates API (CONTRACT §14), for N8N_TEMPLATES_HOST. */
export function n8nLibraryRouter(_services: Services): Router {
  return Router();
}
