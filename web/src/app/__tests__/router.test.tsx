import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { FOOTER_COLUMNS, LEGAL_LINKS } from '../footer-links';
import { AppRoutes } from '../router';

const NOT_FOUND = 'This page could not be found.';

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="location">{pathname + hash}</output>;
}

function renderAt(path: string) {
  render(
    <MockedProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const footerTargets = [
  ...new Set(
    [...FOOTER_COLUMNS.flatMap((column) => column.links), ...LEGAL_LINKS].map((l) => l.to),
  ),
];

describe('the routes', () => {
  // Navigation scrolls the window or to a section, which jsdom does not implement.
  const scrolledTo: string[] = [];
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrolledTo.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this.id);
    };
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(footerTargets)('answers the footer link %s with a page, not the 404', async (target) => {
    renderAt(target);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });

  it.each([
    ['/templates', '/#templates'],
    ['/categories', '/#categories'],
    ['/integrations', '/#templates'],
    ['/experts', '/experts/projects'],
  ])('sends a typed %s to %s', async (typed, target) => {
    renderAt(typed);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(target);
    const [, section] = target.split('#');
    if (section) await waitFor(() => expect(scrolledTo).toContain(section));
  });

  it.each(['/careers', '/blog', '/solutions/startups'])(
    'still answers a dropped link %s with the 404 page',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    },
  );
});
