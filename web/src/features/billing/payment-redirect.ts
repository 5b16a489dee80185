import type { NavigateFunction } from 'react-router-dom';

/**
 * Where a paid plan's checkout returns: the upgrade page, which polls the account. The API replaces
 * the placeholder with its own payment id, whichever gateway takes the payment.
 */
export const PLAN_RETURN_URL = '/dashboard/upgrade-processing?session_id={CHECKOUT_SESSION_ID}';
export const PLAN_CANCEL_URL = '/dashboard?payment=cancelled';

/**
 * Sends the payer to a checkout or back from one. A page of this site (the test checkout is
 * `/checkout/test/{id}`) opens in the app; a provider's page (Stripe Checkout) loads in the tab.
 * Anything that is neither http nor https is refused: the URL comes from the network.
 */
export function goToPaymentPage(url: string, navigate: NavigateFunction): void {
  const target = new URL(url, window.location.origin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error(`Refusing to open a payment page at ${target.protocol}`);
  }
  if (target.origin === window.location.origin) {
    navigate(`${target.pathname}${target.search}${target.hash}`);
  } else {
    window.location.assign(target.href);
  }
}

/**
 * `url` as a path of this site, or undefined when it leads anywhere else (another origin, or a
 * path a browser reads as one: `//host`, `/\host`). Where a finished checkout returns comes from
 * the network, and the API already keeps it on this site; this holds even if it did not.
 */
export function sitePath(url: string): string | undefined {
  const origin = window.location.origin;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (target.origin !== origin) return undefined;
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (path.startsWith('//') || path.startsWith('/\\')) return undefined;
  return path;
}
