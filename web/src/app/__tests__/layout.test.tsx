import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../layout';

/** Each footer link by its column and name, with where it leads. */
const FOOTER_LINKS = {
  Product: [
    ['Templates', '/#templates'],
    ['Categories', '/#categories'],
    ['Integrations', '/#templates'],
    ['Experts', '/experts/projects'],
    ['How it works', '/how-it-works'],
    ['API', '/how-it-works#api'],
  ],
  Company: [
    ['About', '/about'],
    ['Contact', '/contact'],
  ],
  Legal: [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Cookie Policy', '/cookies'],
    ['Security', '/security'],
  ],
};

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

  it('links each footer column to pages that exist, and nothing else', async () => {
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    for (const [column, links] of Object.entries(FOOTER_LINKS)) {
      // The first: the short legal row under the columns is a navigation named Legal too.
      const [nav] = within(footer).getAllByRole('navigation', { name: column });
      const shown = within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(shown).toEqual(links);
    }
    const columns = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(columns).toEqual(['Product', 'Company', 'Legal']);
    expect(within(footer).getByRole('link', { name: /support@flowvault\.dev/ })).toHaveAttribute(
      'href',
      'mailto:support@flowvault.dev',
    );
  });

  it('drops the footer links that had no page behind them', async () => {
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const gone of ['/solutions/startups', '/careers', '/blog', '/press', '/partners']) {
      expect(hrefs).not.toContain(gone);
    }
    expect(within(footer).queryByRole('navigation', { name: 'Solutions' })).toBeNull();
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
