import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AUTH_TOKEN_KEY, SESSION_NOTICE_KEY } from '../../accounts/session-token';
import { BROWSER_API_KEY_KEY, BROWSER_URL_KEY } from '../../n8n-connection/browser-n8n-settings';
import AboutPage from '../pages/about-page';
import ContactPage from '../pages/contact-page';
import CookiesPage from '../pages/cookies-page';
import HowItWorksPage from '../pages/how-it-works-page';
import NotFoundPage from '../pages/not-found-page';
import PrivacyPage from '../pages/privacy-page';
import SecurityPage from '../pages/security-page';
import TermsPage from '../pages/terms-page';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

/** Where the link named `name` leads. */
function hrefOf(name: string) {
  return screen.getByRole('link', { name }).getAttribute('href');
}

function sectionHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('privacy policy page', () => {
  it('is dated September 7, 2025 and has its sections in order', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: September 7, 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      'Contents',
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. How We Share Information',
      '4. Data Security',
      '5. Your Rights',
      '6. Cookies and Local Storage',
      '7. International Data Transfers',
      '8. Changes to This Policy',
    ]);
  });

  it('links the cookies section to the cookie policy', () => {
    renderPage(<PrivacyPage />);
    expect(hrefOf('Cookie Policy')).toBe('/cookies');
  });

  it('tells an account holder they can export their data and delete their account in Settings', () => {
    renderPage(<PrivacyPage />);
    const rights = document.getElementById('your-rights')!;
    expect(rights.textContent).toMatch(/Account data lets you download a copy of your data/);
    expect(rights.textContent).toMatch(/delete your account/);
    expect(within(rights).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard?section=settings&tab=account-data',
    );
  });
});

describe.each([
  ['privacy', <PrivacyPage key="privacy" />],
  ['terms', <TermsPage key="terms" />],
  ['cookies', <CookiesPage key="cookies" />],
  ['about', <AboutPage key="about" />],
  ['how it works', <HowItWorksPage key="how" />],
  ['contact', <ContactPage key="contact" />],
  ['security', <SecurityPage key="security" />],
])('the %s page', (_name, page) => {
  it('links every contents entry to its section', () => {
    renderPage(page);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const link of within(contents).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.querySelector('h2')?.textContent).toContain(link.textContent);
    }
  });

  it('names the page in the browser tab after its heading', () => {
    renderPage(page);
    const title = screen.getByRole('heading', { level: 1 }).textContent;
    expect(document.title).toBe(`${title} | FlowVault`);
  });
});

describe('cookie policy page', () => {
  it('says no cookies are set, lists exactly the storage keys the web app uses and links the privacy policy', () => {
    renderPage(<CookiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(document.getElementById('no-cookies')?.textContent).toMatch(/sends no cookies/);
    const storage = document.getElementById('browser-storage')!;
    const keys = [...storage.querySelectorAll('code')].map((code) => code.textContent);
    expect(keys).toEqual([
      AUTH_TOKEN_KEY,
      SESSION_NOTICE_KEY,
      BROWSER_URL_KEY,
      BROWSER_API_KEY_KEY,
    ]);
    expect(storage.textContent).toMatch(/FlowVault never\s+writes these/);
    expect(hrefOf('Privacy Policy')).toBe('/privacy');
  });
});

describe('how it works page', () => {
  it('walks from browsing to hiring an expert, then the API and its OpenAPI document', () => {
    renderPage(<HowItWorksPage />);
    expect(sectionHeadings()).toEqual([
      'Contents',
      '1. Browse, Search and Download',
      '2. Save Templates',
      '3. Import into Your Own n8n',
      '4. Hire an Expert',
      '5. Become an Expert',
      '6. For Developers: the API',
    ]);
    const hire = document.getElementById('hire')!;
    const steps = [...hire.querySelectorAll('li')].map((step) => step.textContent?.split(':')[0]);
    expect(steps).toEqual(['Request', 'Applications', 'Pay to start', 'Workspace']);
    expect(document.getElementById('save')?.textContent).toMatch(/Free plan keeps 5 saved/);
    // A plain address the server answers, not a page of the web app.
    expect(hrefOf('OpenAPI document')).toBe('/api/openapi.json');
  });
});

describe('contact and security pages', () => {
  it('gives the company email and location on Contact', () => {
    renderPage(<ContactPage />);
    const mail = screen.getAllByRole('link', { name: 'support@flowvault.dev' });
    for (const link of mail) expect(link).toHaveAttribute('href', 'mailto:support@flowvault.dev');
    expect(screen.getByText(/Milan, Italy/, { selector: 'address' })).toBeInTheDocument();
    expect(hrefOf('Security')).toBe('/security');
  });

  it('says where to report a vulnerability and points at security.txt', () => {
    renderPage(<SecurityPage />);
    const report = document.getElementById('report')!;
    expect(within(report).getByRole('link', { name: 'support@flowvault.dev' })).toHaveAttribute(
      'href',
      'mailto:support@flowvault.dev',
    );
    expect(within(report).getByRole('link', { name: '/.well-known/security.txt' })).toHaveAttribute(
      'href',
      '/.well-known/security.txt',
    );
    expect(document.getElementById('accounts')?.textContent).toMatch(/argon2id/);
    expect(document.getElementById('data')?.textContent).toMatch(/n8n API key is encrypted/);
  });

  it('says on About that FlowVault is in alpha and not affiliated with n8n', () => {
    renderPage(<AboutPage />);
    expect(document.getElementById('status')?.textContent).toMatch(/in alpha/);
    expect(document.getElementById('status')?.textContent).toMatch(/not affiliated with n8n GmbH/);
  });
});

describe('terms of service page', () => {
  it('is dated September 2025 and has its eleven sections in order', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: September 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      'Contents',
      '1. Acceptance of Terms',
      '2. Description of Service',
      '3. User Accounts and Registration',
      '4. Acceptable Use Policy',
      '5. Intellectual Property Rights',
      '6. Payment and Billing',
      '7. Expert Services',
      '8. Disclaimers and Limitations',
      '9. Termination',
      '10. Governing Law',
      '11. Contact Information',
    ]);
  });

  it('states the registration, billing, liability and governing-law rules', () => {
    renderPage(<TermsPage />);
    const text = (id: string) => document.getElementById(id)?.textContent ?? '';
    expect(text('accounts')).toMatch(/at least 18 years old/);
    expect(text('accounts')).toMatch(/one account/);
    expect(text('accounts')).toMatch(/accurate/);
    expect(text('payment')).toMatch(/renew automatically/);
    expect(text('payment')).toMatch(/Cancel plan in your dashboard/);
    expect(text('payment')).toMatch(/30 days/);
    expect(text('payment')).toMatch(/non-refundable, except where the law requires/);
    expect(text('disclaimers')).toMatch(/paid us in the 12 months before/);
    expect(text('governing-law')).toMatch(/laws of Italy/);
  });
});

describe('not found page', () => {
  it('says the page could not be found and links home', () => {
    renderPage(<NotFoundPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | FlowVault');
  });
});
