/** Where "Try n8n free" leads: n8n's own site. */
export const N8N_URL = 'https://n8n.io';

/** The n8n community forum. */
export const COMMUNITY_URL = 'https://community.n8n.io';

/**
 * The hosting partner's n8n offer: a referral link marked as sponsored. The
 * figures are the partner's advertised deal and are shown as they are.
 */
export const HOSTING_PROMOTION = {
  url: 'https://www.hostinger.com/vps/n8n-hosting',
  partner: 'Hostinger',
  discount: 'up to 67% off',
  price: '5.99 USD per month',
  term: '12-month plan',
} as const;
