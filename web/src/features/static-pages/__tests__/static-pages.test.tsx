import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import NotFoundPage from '../pages/not-found-page';
import PrivacyPage from '../pages/privacy-page';
import TermsPage from '../pages/terms-page';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
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
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });

  it('links every contents entry to its section', () => {
    renderPage(<PrivacyPage />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const link of within(contents).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.querySelector('h2')?.textContent).toContain(link.textContent);
    }
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
