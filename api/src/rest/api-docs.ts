import path from 'node:path';
import { Router } from 'express';

/** The files of swagger-ui-dist the page loads, served from node_modules (no CDN). */
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>FlowVault REST API</title>
    <link rel="icon" href="/api/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

/**
 * A readable page over `/api/openapi.json` (Swagger UI), for development: mounted at /api/docs
 * outside production only.
 */
export function apiDocsPage(): Router {
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const router = Router();
  router.get('/', (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/start.js', (_req, res) => {
    res.type('js').send(START);
  });
  router.get('/:asset', (req, res, next) => {
    if (!ASSETS.has(req.params.asset)) return next();
    res.sendFile(path.join(dist, req.params.asset), { maxAge: '1d' });
  });
  return router;
}
