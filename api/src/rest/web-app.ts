import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { notFound } from './errors';
import { runHoldingPlace } from './in-flight-place';
import { PreparedBody } from './prepared-body';
import { HomePage, readServedQueries, type AnswerAsVisitor } from './served-answers';

/**
 * The built web app (`vite build` output in `dist`). Hashed files under /assets are cached for a
 * year as immutable; index.html is revalidated on every load so a deploy reaches users at once.
 * A GET of a file path (under /assets, or with an extension) is that file or an error from the
 * error handler: a missing asset is a 404, a byte range past its end a 416, never the HTML page.
 * Only the other paths, the client-side routes, fall back to index.html. Source maps stay
 * unserved in production.
 *
 * The build leaves each text file also compressed beside it (`.br`, `.gz`, made at the strongest
 * settings, see web/vite.config.ts): a file goes out in the encoding the browser accepts, brotli
 * first, and varies by Accept-Encoding. index.html is read once and compressed once per encoding;
 * the home page `/` carries the answers to its first queries (`HomePage`).
 */
export function webApp(
  dist: string,
  options: {
    production: boolean;
    /** Answers the home page's first queries, put in its HTML (`HomePage`). */
    answerAsVisitor: AnswerAsVisitor;
  },
): Router {
  const indexFile = path.join(dist, 'index.html');
  const assetsDir = path.join(dist, 'assets') + path.sep;
  const html = readFileSync(indexFile, 'utf8');
  const indexPage = new PreparedBody(Buffer.from(html), 'text/html; charset=utf-8');
  const homePage = new HomePage(html, readServedQueries(dist), options.answerAsVisitor);
  const serveStatic = {
    index: false,
    // send's refusals (404, 403, 416) go to the error handler instead of on to index.html.
    fallthrough: false,
    setHeaders: (res: ServerResponse, file: string) => {
      if (file === indexFile) res.setHeader('Cache-Control', 'no-cache');
      else if (file.startsWith(assetsDir)) res.setHeader('Cache-Control', IMMUTABLE);
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  };
  const compressed = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic,
  });
  // A byte range counts the file's own bytes: it is served from the file as it is.
  const plain = express.static(dist, serveStatic);
  const files: RequestHandler = (req, res, next) =>
    (req.headers.range === undefined ? compressed : plain)(req, res, next);
  const router = Router();
  if (options.production) router.use(refuseSourceMaps);
  router.get('/{*path}', (req, res, next) => {
    if (namesAFile(req.path)) return files(req, res, next);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.path !== '/') return indexPage.send(req, res);
    runHoldingPlace(res, async () => (await homePage.page()).send(req, res)).catch(next);
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
