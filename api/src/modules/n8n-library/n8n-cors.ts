import cors from 'cors';
import type { RequestHandler } from 'express';

const corsHeaders = cors({
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD', 'OPTIONS'],
  exposedHeaders: ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
  maxAge: 600,
});

/**
 * CORS for n8n's editor, which calls N8N_TEMPLATES_HOST from the browser on another origin with a
 * custom `n8n-version` header (so every call is preflighted). The library is public and reads no
 * cookies or tokens: any origin may read it (`*`, which browsers never combine with credentials),
 * `Access-Control-Allow-Credentials` is never sent, and the responses may be loaded cross-origin
 * (overriding the same-origin Cross-Origin-Resource-Policy of the rest of the server).
 */
export const n8nCors: RequestHandler = (req, res, next) => {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  corsHeaders(req, res, next);
};
