/** A footer link: a page of the web app, with an optional `#section` of it. */
export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

/**
 * The footer columns. Every link leads to a page that exists: catalogue entries point at the home
 * page's sections, and links with nothing behind them are left out (docs/DECISIONS.md, "Footer
 * links").
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Templates', to: '/#templates' },
      { label: 'Categories', to: '/#categories' },
      { label: 'Integrations', to: '/#templates' },
      { label: 'Experts', to: '/experts/projects' },
      { label: 'How it works', to: '/how-it-works' },
      { label: 'API', to: '/how-it-works#api' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Cookie Policy', to: '/cookies' },
      { label: 'Security', to: '/security' },
    ],
  },
];

/** The short legal row under the footer columns. */
export const LEGAL_LINKS: readonly FooterLink[] = [
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Cookies', to: '/cookies' },
  { label: 'Security', to: '/security' },
];
