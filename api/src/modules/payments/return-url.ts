import { AppError } from '../../core/app-error';

/** Stands for the payment's session id in a return URL (Stripe's own placeholder). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Where payers land by default: the upgrade page, or the dashboard when they cancel. */
export const DEFAULT_RETURN_PATH = `/dashboard/upgrade-processing?session_id=${SESSION_ID_PLACEHOLDER}`;
export const DEFAULT_CANCEL_PATH = '/dashboard?payment=cancelled';

/**
 * A return or cancel URL as the app keeps it: a path on this site. A client may send a path
 * (`/dashboard?...`) or an absolute URL on PUBLIC_URL's origin; anything pointing elsewhere
 * (another host, `//host`, `javascript:`) is refused, so a checkout can never be used to send a
 * payer to a site of an attacker's choosing. Undefined when `url` is not acceptable.
 *
 * The path that is kept is checked, not only the URL that was sent: normalising dot segments and
 * backslashes turns `/.//evil.com` or `/a/..//evil.com` (on this origin as sent) into
 * `//evil.com`, which a browser, or a gateway given it as an absolute URL, reads as another host.
 */
export function siteReturnPath(url: string, publicUrl: string): string | undefined {
  const site = new URL(publicUrl);
  const parsed = parseUrl(url, site);
  if (!parsed || parsed.origin !== site.origin) return undefined;
  // In a path (not a query) the placeholder's braces come back percent-encoded.
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`.replaceAll(
    encodeURIComponent(SESSION_ID_PLACEHOLDER),
    SESSION_ID_PLACEHOLDER,
  );
  return isSitePath(path, site) ? path : undefined;
}

/** Whether `path` is a page of `site` however it is read: on its own, or resolved there. */
function isSitePath(path: string, site: URL): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return parseUrl(path, site)?.origin === site.origin;
}

function parseUrl(url: string, base: URL): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/** A kept return path with the session id filled in. */
export function withSessionId(path: string, sessionId: string): string {
  return path.replaceAll(SESSION_ID_PLACEHOLDER, sessionId);
}

/** A kept path as an absolute URL on PUBLIC_URL (for gateways that need one). */
export function absoluteUrl(path: string, publicUrl: string): string {
  return new URL(path, `${publicUrl}/`).toString();
}

/**
 * The return and cancel paths a checkout keeps, the defaults for those not given; a 400 naming
 * each one sent that leads off this site.
 */
export function checkoutReturnPaths(
  input: { returnUrl?: string; cancelUrl?: string },
  publicUrl: string,
): { returnUrl: string; cancelUrl: string } {
  const problems: Record<string, string> = {};
  const path = (value: string | undefined, fallback: string, field: string) => {
    if (value === undefined) return fallback;
    const kept = siteReturnPath(value, publicUrl);
    if (!kept) problems[field] = 'must be a page of this site';
    return kept ?? fallback;
  };
  const paths = {
    returnUrl: path(input.returnUrl, DEFAULT_RETURN_PATH, 'returnUrl'),
    cancelUrl: path(input.cancelUrl, DEFAULT_CANCEL_PATH, 'cancelUrl'),
  };
  if (Object.keys(problems).length > 0) throw AppError.validation('Invalid input', problems);
  return paths;
}
