/**
 * How to reach the people who run FlowVault: the site footer, the Contact and Security pages and
 * the API's `/.well-known/security.txt` all show these, so they cannot disagree.
 */
export const COMPANY_CONTACT = {
  email: 'support@flowvault.dev',
  location: 'Milan, Italy',
} as const;
