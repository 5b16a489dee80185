import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CategoryExplorer } from '../components/category-explorer';

const CATEGORIES = [
  'AI',
  'Communication',
  'Marketing',
  'Sales & CRM',
  'Productivity',
  'Data & Storage',
  'Developer Tools',
  'Finance & Accounting',
  'E-commerce',
  'Social Media',
  'IT Ops & Security',
  'HR',
  'Support',
  'Utility',
].map((name, index) => ({ name, count: 100 + ((index * 53) % 140) }));

function renderExplorer(categories = CATEGORIES) {
  render(
    <MemoryRouter>
      <CategoryExplorer categories={categories} />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: /explore by category/i });
}

/** Opens the explorer and waits for its cards, whose code arrives on the first opening. */
async function openExplorer(user: ReturnType<typeof userEvent.setup>, toggle: HTMLElement) {
  await user.click(toggle);
  await screen.findByRole('list');
}

function cardNames() {
  return within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.querySelector('.category-card__name')?.textContent);
}

describe('the category explorer', () => {
  it('is collapsed by default and toggles open and closed', async () => {
    const user = userEvent.setup();
    const toggle = renderExplorer();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await openExplorer(user, toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);

    await user.click(toggle);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the 12 most populated categories, most populated first', async () => {
    const user = userEvent.setup();
    await openExplorer(user, renderExplorer());
    const expected = [...CATEGORIES]
      .sort((a, b) => b.count - a.count)
      .slice(0, 12)
      .map((category) => category.name);
    expect(cardNames()).toEqual(expected);
  });

  it('shows all of them with View All and folds back with Show Less', async () => {
    const user = userEvent.setup();
    await openExplorer(user, renderExplorer());
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(cardNames()).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(cardNames()).toHaveLength(12);
  });

  it('offers no View All when there are 12 categories or fewer', async () => {
    const user = userEvent.setup();
    await openExplorer(user, renderExplorer(CATEGORIES.slice(0, 12)));
    expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
  });

  it('links each card to the grid filtered by its category', async () => {
    const user = userEvent.setup();
    await openExplorer(user, renderExplorer());
    const card = screen.getByRole('link', { name: /Sales & CRM/ });
    expect(card).toHaveAttribute('href', '/?category=Sales+%26+CRM#templates');
  });
});
