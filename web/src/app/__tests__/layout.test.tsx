import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../layout';

const FOOTER_TARGETS = [
  '/templates',
  '/categories',
  '/experts',
  '/how-it-works',
  '/integrations',
  '/api',
  '/solutions/startups',
  '/solutions/enterprise',
  '/solutions/agencies',
  '/solutions/ecommerce',
  '/solutions/saas',
  '/solutions/consulting',
  '/about',
  '/careers',
  '/blog',
  '/press',
  '/contact',
  '/partners',
  '/terms',
  '/privacy',
  '/cookies',
  '/security',
];

function renderLayout() {
  render(
    <MockedProvider>
      <MemoryRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<p>Home content</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the layout', () => {
  // Navigation scrolls the window, which jsdom does not implement.
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('links the footer to every footer target, once its code has loaded', async () => {
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const target of FOOTER_TARGETS) expect(hrefs).toContain(target);
    expect(within(footer).getByRole('link', { name: /support@flowvault\.dev/ })).toHaveAttribute(
      'href',
      'mailto:support@flowvault.dev',
    );
  });

  it('starts with a skip link to the main content', () => {
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveTextContent('Home content');
  });

  it('opens the sign-in dialog from the header for a visitor', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the header's menu as a disclosure that Escape closes, focus back on its button", async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('site-header__nav--open');
    await user.click(within(nav).getByRole('link', { name: 'Browse' }));
    // A new location closes the menu.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Browse' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it("closes the header's menu when focus leaves the header", async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab(); // Browse
    await user.tab(); // Sign in
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // past the header
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the brand link by its visible words', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'FlowVault alpha' })).toHaveAttribute('href', '/');
  });
});
