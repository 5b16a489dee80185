import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Env } from '../config/env';

type Directives = Record<string, string[]>;

/** Hosts Apollo's landing page loads its explorer from (see @apollo/server's landing page). */
const APOLLO_CDNS = [
  'https://apollo-server-landing-page.cdn.apollographql.com',
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://embeddable-explorer.cdn.apollographql.com',
];

/**
 * The policy the built web app satisfies: its own scripts, styles and images only (React sets
 * `style` through the CSSOM, which CSP does not govern), fetches and graphql-ws to its own origin,
 * never framed, no plugins, no `<base>` or form posts elsewhere. Checked in Chromium by every e2e
 * journey, which fails on any violation.
 */
function appDirectives(env: Env): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // blob: for the diagram, drawn as an <img> of the SVG the API sent (an image cannot run
    // scripts, so the SVG is never parsed as part of the page).
    'img-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...webSocketOrigin(env.publicUrl)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttps(env) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The headers every response carries: the app's Content-Security-Policy, `nosniff`,
 * `X-Frame-Options: DENY`, `Referrer-Policy: strict-origin-when-cross-origin` (other sites see
 * the origin only), Helmet's cross-origin isolation defaults, and HSTS when PUBLIC_URL is https
 * (only then do we know browsers reach this host over TLS; a plain-http deployment would lock
 * itself out).
 */
export function securityHeaders(env: Env): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(env) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // One year for this host only: PUBLIC_URL says nothing about its subdomains.
    strictTransportSecurity: isHttps(env)
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
  });
}

/**
 * Swagger UI at /api/docs (outside production) draws its icons as data: SVG images: the app's
 * policy with that one allowance, for that page only (its scripts and styles are files of its own).
 */
export function swaggerUiPolicy(env: Env): RequestHandler {
  const directives = appDirectives(env);
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...directives, 'img-src': ["'self'", 'data:'] },
  });
}

/**
 * Apollo's landing page on GET /graphql (outside production) loads its explorer from Apollo's CDN
 * with nonced inline scripts (its own `<meta>` policy holds the nonces) and frames the sandbox: the
 * app's policy widened to exactly what that page loads, for /graphql only.
 */
export function apolloLandingPagePolicy(env: Env): RequestHandler {
  const directives = appDirectives(env);
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...directives,
      'script-src': ["'self'", "'unsafe-inline'", ...APOLLO_CDNS],
      'style-src': ["'self'", "'unsafe-inline'", ...APOLLO_CDNS, 'https://fonts.googleapis.com'],
      'font-src': ["'self'", 'https://fonts.gstatic.com'],
      'img-src': ["'self'", ...APOLLO_CDNS],
      'manifest-src': APOLLO_CDNS,
      'frame-src': [
        'https://explorer.embed.apollographql.com',
        'https://sandbox.embed.apollographql.com',
      ],
    },
  });
}

function isHttps(env: Env): boolean {
  return /^https:\/\//i.test(env.publicUrl);
}

/**
 * graphql-ws connects to `ws(s)://<PUBLIC_URL host>`; CSP Level 3 browsers take that as 'self'
 * already, older ones need it spelled out.
 */
function webSocketOrigin(publicUrl: string): string[] {
  try {
    const url = new URL(publicUrl);
    return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
  } catch {
    return [];
  }
}
