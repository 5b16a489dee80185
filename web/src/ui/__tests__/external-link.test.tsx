import { render, screen } from '@testing-library/react';
import { ExternalLink, webAddress } from '../external-link';
import { PortfolioList } from '../portfolio-list';

describe('a link someone else supplied', () => {
  it('opens an http(s) address in a new tab, unendorsed, and says so', () => {
    render(<ExternalLink href="https://example.com/work">My work</ExternalLink>);
    const link = screen.getByRole('link', { name: 'My work (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.com/work');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/file',
    '/dashboard',
    'example.com',
    '',
    null,
  ])('shows %p as plain text', (href) => {
    const { container } = render(<ExternalLink href={href}>My work</ExternalLink>);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('My work');
  });

  it('is a web address only for http and https', () => {
    expect(webAddress('http://example.com')).toBe('http://example.com');
    expect(webAddress(' javascript:alert(1)')).toBe(undefined);
  });
});

describe('a portfolio list', () => {
  it('links only the items with a web address', () => {
    render(
      <PortfolioList
        items={[
          { title: 'Safe', url: 'https://example.com', description: '', technologies: ['n8n'] },
          { title: 'Unsafe', url: 'javascript:alert(1)', description: 'x', technologies: [] },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Safe (opens in a new tab)' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Unsafe/ })).toBeNull();
    expect(screen.getByText('Unsafe')).toBeVisible();
  });
});
