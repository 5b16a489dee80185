import type { RequestHandler } from 'express';

/** Request header lists we echo back in a preflight: header names and separators only. */
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

/**
 * CORS for n8n's editor, which calls N8N_TEMPLATES_HOST from the browser on another origin, with
 * a custom `n8n-version` header (so every call is preflighted) and, in development builds,
 * `withCredentials`. The library is public and never reads cookies or tokens, so any origin may
 * read it: the caller's origin is echoed (a credentialed request cannot use `*`).
 */
export const n8nCors: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  res.vary('Origin');
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  } else {
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
  res.setHeader(
    'Access-Control-Expose-Headers',
    'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset',
  );
  if (req.method !== 'OPTIONS') return next();

  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  if (typeof requested === 'string' && requested.length <= 1000 && HEADER_LIST.test(requested)) {
    res.setHeader('Access-Control-Allow-Headers', requested);
    res.vary('Access-Control-Request-Headers');
  }
  res.setHeader('Access-Control-Max-Age', '600');
  res.status(204).end();
};
