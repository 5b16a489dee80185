import { COMMUNITY_URL, N8N_URL } from '../promotions/external-links';

/** The fixed donation choices in US dollars. */
export const DONATION_AMOUNTS = [5, 10, 20] as const;

/**
 * The payment-donation link for an amount. It opens the payment provider's donation page in a new
 * tab; FlowVault never handles the money itself.
 */
export function donationUrl(amount: number): string {
  const query = new URLSearchParams({ amount: String(amount), currency_code: 'USD' });
  return `https://www.paypal.com/donate?${query}`;
}

/** The official n8n links of the detail footer strip. */
export const N8N_LINKS = [
  { label: 'n8n.io', href: N8N_URL },
  { label: 'n8n Docs', href: 'https://docs.n8n.io' },
  { label: 'n8n Community', href: COMMUNITY_URL },
] as const;
