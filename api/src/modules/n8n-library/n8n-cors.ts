import cors from 'cors';

/**
 * CORS for n8n's editor, which calls N8N_TEMPLATES_HOST from the browser on another origin with a
 * custom `n8n-version` header (so every call is preflighted). The library is public and reads no
 * cookies or tokens: any origin may read it, and credentials are never allowed.
 */
export const n8nCors = cors({
  origin: '*',
  methods: ['GET', 'HEAD', 'OPTIONS'],
  exposedHeaders: ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
  maxAge: 600,
});
