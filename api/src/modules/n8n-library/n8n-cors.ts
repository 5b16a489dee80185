import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * The request headers n8n's editor may add to its calls of the templates host (read in n8n
 * 1.123.81): the templates store sends `n8n-version` on every call but the health check; the
 * request helper adds `browser-id` only for a relative base URL (n8n's own backend), allowed too
 * so that an editor that starts sending it to every host does not lose the library again.
 */
const N8N_REQUEST_HEADERS = ['n8n-version', 'browser-id'];

const corsHeaders = cors({
  origin: true,
  credentials: true,
  methods: ['GET', 'HEAD', 'OPTIONS'],
  allowedHeaders: N8N_REQUEST_HEADERS,
  exposedHeaders: ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
  maxAge: 600,
});

/**
 * CORS for n8n's editor, which calls N8N_TEMPLATES_HOST from the browser on another origin with a
 * custom `n8n-version` header (so every call is preflighted) and with credentials: for any host
 * but api.n8n.io and n8n.cloud it sets `withCredentials`, and a browser refuses a credentialed
 * answer whose `Access-Control-Allow-Origin` is `*`. So the request's origin is reflected with
 * `Access-Control-Allow-Credentials: true` (and `Vary: Origin`). That grants nothing because no
 * FlowVault route reads a cookie; see "n8n template library" in docs/DECISIONS.md before changing
 * it. The responses may be loaded cross-origin (overriding the same-origin
 * Cross-Origin-Resource-Policy of the rest of the server).
 */
export const n8nCors: RequestHandler = (req, res, next) => {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  corsHeaders(req, res, next);
};
