/** A footer link: an in-app route, some of which are placeholders that render the 404 page. */
export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

/** The footer columns, each with every link the footer shows; missing pages answer 404. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Templates', to: '/templates' },
      { label: 'Categories', to: '/categories' },
      { label: 'Experts', to: '/experts' },
      { label: 'How it works', to: '/how-it-works' },
      { label: 'Integrations', to: '/integrations' },
      { label: 'API', to: '/api' },
    ],
  },
  {
    title: 'Solutions',
    links: [
      { label: 'Startups', to: '/solutions/startups' },
      { label: 'Enterprise', to: '/solutions/enterprise' },
      { label: 'Agencies', to: '/solutions/agencies' },
      { label: 'E-commerce', to: '/solutions/ecommerce' },
      { label: 'SaaS', to: '/solutions/saas' },
      { label: 'Consulting', to: '/solutions/consulting' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Blog', to: '/blog' },
      { label: 'Press', to: '/press' },
      { label: 'Contact', to: '/contact' },
      { label: 'Partners', to: '/partners' },
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
