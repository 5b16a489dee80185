import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { notFound } from './errors';

/**
 * The built web app (`vite build` output in `dist`). Hashed files under /assets are cached for a
 * year as immutable; index.html is revalidated on every load so a deploy reaches users at once.
 * A GET of a file path (under /assets, or with an extension) is that file or an error from the
 * error handler: a missing asset is a 404, a byte range past its end a 416, never the HTML page.
 * Only the other paths, the client-side routes, fall back to index.html. Source maps stay
 * unserved in production.
 */
export function webApp(dist: string, options: { production: boolean }): Router {
  const indexFile = path.join(dist, 'index.html');
  const assetsDir = path.join(dist, 'assets') + path.sep;
  const files = express.static(dist, {
    index: false,
    // send's refusals (404, 403, 416) go to the error handler instead of on to index.html.
    fallthrough: false,
    setHeaders: (res, file) => {
      if (file === indexFile) res.setHeader('Cache-Control', 'no-cache');
      else if (file.startsWith(assetsDir)) res.setHeader('Cache-Control', IMMUTABLE);
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  const router = Router();
  if (options.production) router.use(refuseSourceMaps);
  router.get('/{*path}', (req, res, next) => {
    if (namesAFile(req.path)) return files(req, res, next);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const refuseSourceMaps: RequestHandler = (req, res, next) => {
  if (req.path.endsWith('.map')) return notFound(req, res, next);
  next();
};

/** `/assets/…`, `/favicon.svg`: a file. `/template/123`, `/privacy`: a client-side route. */
function namesAFile(urlPath: string): boolean {
  return urlPath === '/assets' || urlPath.startsWith('/assets/') || /\.[^/]+$/.test(urlPath);
}
