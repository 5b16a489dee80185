import { Router, type RequestHandler } from 'express';
import { AppError } from '../../common/app-error';
import { errorHandler } from '../../rest/errors';
import type { Services } from '../../services';
import { n8nCors } from './n8n-cors';
import {
  parseCategories,
  parseIntegerId,
  parseSearch,
  parseSearchQuery,
} from './n8n-library.query';
import { n8nRateLimit, type N8nRateLimitOptions } from './n8n-rate-limit';

export interface N8nLibraryRouterOptions {
  rateLimit?: N8nRateLimitOptions;
}

function idOrNotFound(raw: string, message: string): number {
  const id = parseIntegerId(raw);
  if (id === null) throw AppError.notFound(message);
  return id;
}

const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'not_found', message: 'No such n8n templates endpoint' });
};

/**
 * The n8n templates API (CONTRACT §14) for `N8N_TEMPLATES_HOST=<PUBLIC_URL>/n8n/`: public,
 * read-only, rate limited, CORS-enabled for n8n's editor, and answered with the shapes of
 * `n8n-library.types.ts`. Each route reads its input and makes one service call. Errors, unknown
 * paths included, are the REST facade's JSON bodies, never the web app.
 */
export function n8nLibraryRouter(
  services: Services,
  options: N8nLibraryRouterOptions = {},
): Router {
  const { n8nLibrary: library, n8nCollections: collections } = services;
  const router = Router();

  router.use(n8nCors);
  router.use(n8nRateLimit(options.rateLimit));

  router.get('/health', (_req, res) => {
    res.json({ status: 'OK' });
  });
  router.get('/templates/categories', async (_req, res) => {
    res.json({ categories: await library.categories() });
  });
  router.get(['/templates/search', '/templates/workflows'], async (req, res) => {
    res.json(await library.search(parseSearchQuery(req.query)));
  });
  router.get('/templates/workflows/:id', async (req, res) => {
    const id = idOrNotFound(req.params.id, 'Template not found');
    res.json({ workflow: await library.template(id) });
  });
  router.get('/workflows/templates/:id', async (req, res) => {
    const id = idOrNotFound(req.params.id, 'Template not found');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await library.workflowTemplate(id));
  });
  router.get('/templates/collections', async (req, res) => {
    const filter = { categories: parseCategories(req.query), search: parseSearch(req.query) };
    res.json({ collections: await collections.list(filter) });
  });
  router.get('/templates/collections/:id', async (req, res) => {
    const id = idOrNotFound(req.params.id, 'Collection not found');
    res.json({ collection: await collections.get(id) });
  });

  router.use(notFound);
  router.use(errorHandler(services.logger));
  return router;
}
