import { Router, type ErrorRequestHandler } from 'express';
import { AppError } from '../../common/app-error';
import type { Services } from '../../services';
import { parseLimit } from './template-list-query';
import {
  downloadFileName,
  presentCounts,
  presentTemplate,
  presentTemplatePage,
} from './template.presenter';
import { MAX_INTEGRATIONS } from './template.service';

/**
 * The catalogue's REST facade (CONTRACT §5): each route reads its input, calls the service once
 * and presents the result. Errors travel to the /api error handler as AppErrors.
 */
export function templateRoutes({ templates, env }: Services): Router {
  const router = Router();
  const url = env.publicUrl;

  router.get('/templates', async (req, res) => {
    const page = await templates.list(templates.parseListQuery(req.query));
    res.json(presentTemplatePage(page, url));
  });

  router.get('/templates/:id', async (req, res) => {
    const template = await templates.recordView(req.params.id);
    res.json({ template: presentTemplate(template, url, { withWorkflow: true }) });
  });

  router.get('/templates/:id/download', async (req, res) => {
    const template = await templates.recordDownload(req.params.id);
    res.set({
      'Content-Disposition': `attachment; filename="${downloadFileName(template.name)}"`,
      'X-Content-Type-Options': 'nosniff',
    });
    res.type('json').send(JSON.stringify(template.workflow, null, 2));
  });

  router.get('/categories', async (_req, res) => {
    res.json({ categories: presentCounts(await templates.categories()) });
  });

  router.get('/integrations', async (req, res) => {
    const limit = parseLimit(req.query.limit, 30, MAX_INTEGRATIONS);
    res.json({ integrations: presentCounts(await templates.integrations(limit)) });
  });

  // An id that is not even valid percent-encoding is still just an id we do not have.
  router.use('/templates', ((error, _req, _res, next) => {
    next(error instanceof URIError ? AppError.notFound('Template not found') : error);
  }) as ErrorRequestHandler);

  return router;
}
