import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogMock, renderHomePage, templatesMock } from './home-page-fixture';

function cards() {
  return within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('article');
}

async function findHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

describe('the home page', () => {
  it('shows a skeleton of 20 cards, then the first page and how many templates were found', async () => {
    renderHomePage('/', [catalogMock(45), templatesMock({ totalItems: 45 })]);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading templates').children).toHaveLength(20);
    expect(screen.getByText('8,694+ templates')).toBeInTheDocument();

    expect(await screen.findByText('45 templates found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All Templates' })).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    expect(screen.queryByLabelText('Loading templates')).not.toBeInTheDocument();
    expect(await screen.findByText('45+ templates')).toBeInTheDocument();
  });

  it('appends pages with Load More until none remain', async () => {
    const user = userEvent.setup();
    renderHomePage('/', [
      catalogMock(),
      templatesMock({ totalItems: 45 }),
      templatesMock({ totalItems: 45, page: 2 }),
      templatesMock({ totalItems: 45, page: 3 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Load More (25 remaining)' }));
    await screen.findByRole('button', { name: 'Load More (5 remaining)' });
    expect(cards()).toHaveLength(40);
    expect(screen.getByText('Workflow 1')).toBeInTheDocument();
    expect(screen.getByText('Workflow 40')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More (5 remaining)' }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();
  });

  it('disables Load More while the next page loads', async () => {
    const user = userEvent.setup();
    const probe = renderHomePage(
      '/',
      [
        catalogMock(),
        templatesMock({ totalItems: 45 }),
        templatesMock({ totalItems: 45, page: 2 }),
      ],
      { hold: [{ operationName: 'HomePageTemplates', variables: { page: 2 }, name: 'page 2' }] },
    );
    await user.click(await screen.findByRole('button', { name: 'Load More (25 remaining)' }));
    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    probe.release('page 2');
    await screen.findByRole('button', { name: 'Load More (5 remaining)' });
  });

  it('presets the filters from the URL query', async () => {
    renderHomePage('/?category=AI&complexity=Simple', [
      catalogMock(),
      templatesMock({ filter: { category: 'AI', complexity: 'Simple' }, totalItems: 3 }),
    ]);
    expect(await findHeading('AI Templates')).toBeInTheDocument();
    expect(await screen.findByText('3 templates found')).toBeInTheDocument();
    expect(screen.getByLabelText('Complexity')).toHaveValue('Simple');
    expect(screen.getByText('2 active filters')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('applies typed search text after a pause and records it in the URL', async () => {
    const user = userEvent.setup();
    const router = renderHomePage('/', [
      catalogMock(),
      templatesMock({ totalItems: 45 }),
      templatesMock({ filter: { search: 'telegram' }, totalItems: 2, namePrefix: 'Telegram' }),
    ]);
    await screen.findByText('45 templates found');
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'telegram');
    expect(screen.getByRole('searchbox')).toHaveValue('telegram');
    expect(router.search).toBe('');

    expect(await findHeading('Search results for "telegram"')).toBeInTheDocument();
    expect(router.search).toBe('?search=telegram');
    expect(await screen.findByText('2 templates found')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
  });

  it('reloads from page 1 and replaces the list when a filter changes, and Back undoes it', async () => {
    const user = userEvent.setup();
    const router = renderHomePage('/', [
      catalogMock(),
      templatesMock({ totalItems: 45 }),
      templatesMock({ totalItems: 45, page: 2 }),
      templatesMock({ filter: { triggerType: 'Webhook' }, totalItems: 3, namePrefix: 'Hook' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Load More (25 remaining)' }));
    await waitFor(() => expect(cards()).toHaveLength(40));

    await user.selectOptions(screen.getByLabelText('Trigger Type'), 'Webhook');
    expect(router.search).toBe('?triggerType=Webhook');
    expect(await screen.findByText('3 templates found')).toBeInTheDocument();
    expect(cards().map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(3);
    expect(screen.getByText('Hook 1')).toBeInTheDocument();
    expect(screen.queryByText('Workflow 1')).not.toBeInTheDocument();

    act(() => {
      void router.navigate(-1);
    });
    expect(await screen.findByText('45 templates found')).toBeInTheDocument();
    expect(screen.getByLabelText('Trigger Type')).toHaveValue('');
  });

  it('clears every panel filter with Clear all but keeps the search', async () => {
    const user = userEvent.setup();
    const router = renderHomePage('/?category=AI&integration=Slack&search=bot', [
      catalogMock(),
      templatesMock({
        filter: { category: 'AI', integration: 'Slack', search: 'bot' },
        totalItems: 4,
      }),
      templatesMock({ filter: { search: 'bot' }, totalItems: 9 }),
    ]);
    await screen.findByText('4 templates found');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.search).toBe('?search=bot');
    expect(await screen.findByText('9 templates found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('bot');
    expect(screen.getByText('No filters applied')).toBeInTheDocument();
  });

  it('shows the empty state, whose Clear Filters resets the search too', async () => {
    const user = userEvent.setup();
    const router = renderHomePage('/?category=AI&search=zzzz', [
      catalogMock(),
      templatesMock({ filter: { category: 'AI', search: 'zzzz' }, totalItems: 0 }),
      templatesMock({ totalItems: 45 }),
    ]);
    expect(await screen.findByRole('heading', { name: 'No templates found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(router.search).toBe('');
    expect(await findHeading('All Templates')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(await screen.findByText('45 templates found')).toBeInTheDocument();
  });

  it('suggests services and categories when nothing matches, as links to their lists', async () => {
    const user = userEvent.setup();
    const router = renderHomePage('/?category=AI&search=slack', [
      catalogMock(),
      templatesMock({
        filter: { category: 'AI', search: 'slack' },
        totalItems: 0,
        suggestions: {
          services: [{ name: 'Slack', count: 146 }],
          categories: [{ name: 'Marketing', count: 12 }],
          categoriesOfSearch: true,
        },
      }),
      templatesMock({ filter: { category: 'Marketing', search: 'slack' }, totalItems: 12 }),
    ]);
    const services = await screen.findByRole('navigation', { name: 'Suggested services' });
    expect(within(services).getByRole('link', { name: 'Slack (146)' })).toHaveAttribute(
      'href',
      '/?integration=Slack#templates',
    );
    const categories = screen.getByRole('navigation', { name: 'Suggested categories' });
    expect(within(categories).getByText('Or look in a category for “slack”')).toBeInTheDocument();
    // The search finds templates in Marketing: the link keeps it.
    await user.click(within(categories).getByRole('link', { name: 'Marketing (12)' }));
    expect(router.search).toBe('?category=Marketing&search=slack');
    expect(await screen.findByText('12 templates found')).toBeInTheDocument();
  });

  it('suggests categories without the search when the search finds nothing anywhere', async () => {
    renderHomePage('/?search=zzzz', [
      catalogMock(),
      templatesMock({
        filter: { search: 'zzzz' },
        totalItems: 0,
        suggestions: {
          services: [{ name: 'OpenAI', count: 300 }],
          categories: [{ name: 'AI', count: 400 }],
          categoriesOfSearch: false,
        },
      }),
    ]);
    const categories = await screen.findByRole('navigation', { name: 'Suggested categories' });
    expect(within(categories).getByText('Or browse a category')).toBeInTheDocument();
    expect(within(categories).getByRole('link', { name: 'AI (400)' })).toHaveAttribute(
      'href',
      '/?category=AI#templates',
    );
  });

  it('highlights on each card the services the search named that it uses', async () => {
    renderHomePage('/?search=chatgpt', [
      catalogMock(),
      templatesMock({ filter: { search: 'chatgpt' }, totalItems: 2, namedServices: ['OpenAI'] }),
    ]);
    await screen.findByText('2 templates found');
    const [first] = cards();
    // The fixture's templates use Telegram and OpenAI: only OpenAI was named.
    expect(within(first).getByText('OpenAI').tagName).toBe('MARK');
    expect(within(first).queryByText('Telegram')).not.toBeInTheDocument();
    expect(within(first).getByText(/Matches your search/)).toBeInTheDocument();
  });

  it('cuts a search in the address bar longer than the API takes, and lists its results', async () => {
    const cut = `${'n8n '.repeat(49)}ai`; // 198 characters, then " workflows" past the limit
    renderHomePage(`/?search=${encodeURIComponent(`${cut}  workflows galore`)}`, [
      catalogMock(),
      templatesMock({ filter: { search: cut }, totalItems: 3 }),
    ]);
    expect(await screen.findByText('3 templates found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue(cut);
    expect(screen.queryByText('Failed to load templates. Please try again later.')).toBeNull();
  });

  it('highlights nothing without a named service', async () => {
    renderHomePage('/', [catalogMock(), templatesMock({ totalItems: 2 })]);
    await screen.findByText('2 templates found');
    const [first] = cards();
    expect(within(first).queryByText(/Matches your search/)).not.toBeInTheDocument();
  });

  it('shows the error block when the list fails, and Try Again reloads page 1', async () => {
    const user = userEvent.setup();
    const failing = {
      ...templatesMock({ totalItems: 45 }),
      result: undefined,
      error: new Error('down'),
    };
    renderHomePage('/', [catalogMock(), failing, templatesMock({ totalItems: 45 })]);
    expect(
      await screen.findByRole('heading', { name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Failed to load templates. Please try again later.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('45 templates found')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
  });

  it('keeps the list working when the catalogue summary fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failingCatalog = { ...catalogMock(), result: undefined, error: new Error('down') };
    renderHomePage('/', [failingCatalog, templatesMock({ totalItems: 45 })]);
    expect(await screen.findByText('45 templates found')).toBeInTheDocument();
    expect(screen.getByText('8,694+ templates')).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    consoleError.mockRestore();
  });

  it('asks visitors to sign in when they save a template', async () => {
    const user = userEvent.setup();
    renderHomePage('/', [catalogMock(), templatesMock({ totalItems: 45 })]);
    await screen.findByText('45 templates found');
    await user.click(within(cards()[0]).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveTextContent('Sign in to save templates.');
  });
});
