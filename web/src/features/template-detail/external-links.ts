/** The fixed donation choices in US dollars (PRODUCT-SPEC §5). */
export const DONATION_AMOUNTS = [5, 10, 20] as const;

/**
 * The payment-donation link for an amount. It opens the payment provider's donation page in a new
 * tab; FlowVault never handles the money itself.
 */
export function donationUrl(amount: number): string {
  const query = new URLSearchParams({ amount: String(amount), currency_code: 'USD' });
  return `https://www.paypal.com/donate?${query}`;
}

/** Where the n8n community talks about workflows; linked from the side panel. */
export const COMMUNITY_URL = 'https://community.n8n.io';

/** The hosting partner's offer for running n8n yourself (PRODUCT-SPEC §1 and §9). */
export const HOSTING_PROMOTION = {
  url: 'https://www.hostinger.com/vps/n8n-hosting',
  discount: 'up to 67% off',
  monthlyPrice: '5.99 USD',
  term: '12-month plan',
} as const;

/** The official n8n links of the detail footer strip. */
export const N8N_LINKS = [
  { label: 'n8n.io', href: 'https://n8n.io' },
  { label: 'n8n Docs', href: 'https://docs.n8n.io' },
  { label: 'n8n Community', href: 'https://community.n8n.io' },
] as const;
