/** Stands for the payment's session id in a return URL (Stripe's own placeholder). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Where payers land by default (PRODUCT-SPEC §7 "Return URLs for payment"). */
export const DEFAULT_RETURN_PATH = `/dashboard/upgrade-processing?session_id=${SESSION_ID_PLACEHOLDER}`;
export const DEFAULT_CANCEL_PATH = '/dashboard?payment=cancelled';

/**
 * A return or cancel URL as the app keeps it: a path on this site. A client may send a path
 * (`/dashboard?...`) or an absolute URL on PUBLIC_URL's origin; anything pointing elsewhere
 * (another host, `//host`, `javascript:`) is refused, so a checkout can never be used to send a
 * payer to a site of an attacker's choosing. Undefined when `url` is not acceptable.
 */
export function siteReturnPath(url: string, publicUrl: string): string | undefined {
  const site = new URL(publicUrl);
  if (url.startsWith('/') && (url.startsWith('//') || url.startsWith('/\\'))) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, site);
  } catch {
    return undefined;
  }
  if (parsed.origin !== site.origin) return undefined;
  // In a path (not a query) the placeholder's braces come back percent-encoded.
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path.replaceAll(encodeURIComponent(SESSION_ID_PLACEHOLDER), SESSION_ID_PLACEHOLDER);
}

/** A kept return path with the session id filled in. */
export function withSessionId(path: string, sessionId: string): string {
  return path.replaceAll(SESSION_ID_PLACEHOLDER, sessionId);
}

/** A kept path as an absolute URL on PUBLIC_URL (for gateways that need one). */
export function absoluteUrl(path: string, publicUrl: string): string {
  return new URL(path, `${publicUrl}/`).toString();
}
