/**
 * Addresses people type, or old links use, for what lives elsewhere: the home page's sections and
 * the expert board (docs/product/site-pages.md). The 404 page sends them on, so the router (and
 * the home route's code) carries none of this.
 */
export const MOVED_ADDRESSES: Readonly<Record<string, string>> = {
  '/templates': '/#templates',
  '/categories': '/#categories',
  '/integrations': '/#templates',
  '/experts': '/experts/projects',
};
