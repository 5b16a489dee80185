import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Hold } from '../../../../test/hold-link';
import {
  MyTemplatesSectionDocument,
  MyTemplatesWorkflowDocument,
  RecordTemplateDownloadDocument,
} from '../../../gql/graphql';
import {
  HireRequestedTemplatesDocument,
  SessionUserDocument,
  UnsaveTemplateDocument,
} from '../../../gql-home/graphql';
import {
  buildSessionUser,
  buildSubscription,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
  UNAUTHORIZED_RESULT,
  type AppProbe,
} from '../../accounts/__tests__/session-fixture';
import { MyTemplatesSection } from '../components/my-templates-section';

type Mock = MockLink.MockedResponse;

const REMOVED_REASON = 'This template was removed from the catalogue.';
const HEX_ID = '0123456789abcdef0123456789abcdef';

interface SaveOverrides {
  name?: string;
  description?: string;
  complexity?: string;
  nodeCount?: number;
  category?: string;
  createdAt?: string;
}

/** The `n`th save of the account, as `savedTemplates` answers it. */
function buildSave(n: number, overrides: SaveOverrides = {}) {
  return {
    __typename: 'SavedTemplate',
    id: `saved-${n}`,
    templateId: `template-${n}`,
    createdAt: overrides.createdAt ?? '2026-03-04T12:00:00.000Z',
    template: {
      __typename: 'Template',
      id: `template-${n}`,
      name: overrides.name ?? `Workflow ${n}`,
      description: overrides.description ?? `What workflow ${n} does.`,
      complexity: overrides.complexity ?? 'Simple',
      nodeCount: overrides.nodeCount ?? 4,
      category: overrides.category ?? 'Marketing',
    },
  };
}

interface PageOptions {
  page?: number;
  sortBy?: string;
  search?: string;
  totalItems?: number;
  totalPages?: number;
  removed?: { id: string; name: string }[];
}

/** One answer of `savedTemplates` for the page, order and search asked. */
function pageMock(saves: ReturnType<typeof buildSave>[], options: PageOptions = {}): Mock {
  const { page = 1, sortBy = 'newest', search } = options;
  const totalItems = options.totalItems ?? saves.length;
  return {
    request: {
      query: MyTemplatesSectionDocument,
      variables: { page, limit: 12, sortBy, ...(search ? { search } : {}) },
    },
    result: {
      data: {
        savedTemplates: {
          __typename: 'SavedTemplatePage',
          items: saves,
          pagination: {
            __typename: 'Pagination',
            currentPage: page,
            totalPages: options.totalPages ?? Math.ceil(totalItems / 12),
            totalItems,
            itemsPerPage: 12,
          },
          removed: (options.removed ?? []).map((removed) => ({
            __typename: 'RemovedSavedTemplate',
            ...removed,
            reason: REMOVED_REASON,
          })),
        },
      },
    },
  };
}

/** `unsaveTemplate` of the saved record `id`; `used` saves count afterwards. */
function unsaveMock(id: string, used: number): Mock & { result: jest.Mock } {
  return {
    request: { query: UnsaveTemplateDocument, variables: { input: { id } } },
    result: jest.fn(() => ({
      data: {
        unsaveTemplate: {
          __typename: 'UnsaveTemplatePayload',
          removed: true,
          subscription: {
            __typename: 'SubscriptionStatus',
            templateSaves: 5,
            templateSavesUsed: used,
          },
        },
      },
    })),
  };
}

const ACCOUNT = buildSessionUser({
  subscription: buildSubscription({ templateSaves: 5, templateSavesUsed: 3 }),
});

function renderSection(mocks: Mock[], { hold }: { hold?: Hold[] } = {}): AppProbe {
  return renderApp('/dashboard', [sessionUserMock(ACCOUNT), ...mocks], {
    token: 'token-ada',
    routes: { dashboard: <MyTemplatesSection /> },
    hold,
  });
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function cardNames(): string[] {
  return screen
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent ?? '');
}

/** A Blob's text (jsdom's Blob has no `text()`). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The positions of the list's requests among everything sent. */
function sectionRequests(probe: AppProbe): number[] {
  return probe.sent
    .map((sent, index) => ({ ...sent, index }))
    .filter((sent) => sent.operationName === 'MyTemplatesSection')
    .map((sent) => sent.index);
}

describe('the My Templates section', () => {
  setUpAppTests();

  it('shows the count of saved templates and a card for each', async () => {
    const saves = [
      buildSave(1, {
        name: 'Send Slack digests',
        description: `Posts a digest. Page ${HEX_ID} in Notion.`,
        complexity: 'Complex',
        nodeCount: 18,
        category: 'Communication',
      }),
      buildSave(2),
      buildSave(3),
    ];
    renderSection([pageMock(saves, { totalItems: 3 })]);

    const slack = await screen.findByRole('article', { name: 'Send Slack digests' });
    expect(screen.getByRole('heading', { level: 2, name: 'My Templates' })).toBeInTheDocument();
    expect(screen.getByText('saved templates', { exact: false }).parentElement).toHaveTextContent(
      '3 saved templates',
    );
    expect(screen.getByRole('link', { name: 'Browse More Templates' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(cardNames()).toEqual(['Send Slack digests', 'Workflow 2', 'Workflow 3']);
    expect(slack).toHaveTextContent('Posts a digest. Page in Notion.');
    expect(slack).not.toHaveTextContent(HEX_ID);
    expect(slack).toHaveTextContent('Complex');
    expect(slack).toHaveTextContent('Communication');
    expect(slack).toHaveTextContent('18 nodes');
    expect(slack).toHaveTextContent('Saved Mar 4, 2026');
    expect(within(slack).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/template/template-1',
    );
    for (const action of ['Download JSON', 'Remove', 'Hire an Expert']) {
      expect(within(slack).getByRole('button', { name: action })).toBeEnabled();
    }
  });

  it('shows six placeholder cards while the first page loads', async () => {
    const probe = renderSection([pageMock([buildSave(1)])], { hold: ['MyTemplatesSection'] });
    const loading = await screen.findByRole('status', { name: 'Loading saved templates' });
    expect(loading.querySelectorAll('.my-templates-card--skeleton')).toHaveLength(6);
    probe.release('MyTemplatesSection');
    expect(await screen.findByRole('article', { name: 'Workflow 1' })).toBeInTheDocument();
    expect(
      screen.queryByRole('status', { name: 'Loading saved templates' }),
    ).not.toBeInTheDocument();
  });

  it('applies the search after a 500 ms pause, from page 1', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const probe = renderSection([
      pageMock([buildSave(1)], { totalItems: 30 }),
      pageMock([buildSave(13)], { page: 2, totalItems: 30 }),
      pageMock([buildSave(7, { name: 'Slack alerts' })], { search: 'slack' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Workflow 13' })).toBeInTheDocument();
    const before = sectionRequests(probe).length;

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'slack');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('slack');
    act(() => jest.advanceTimersByTime(400));
    expect(sectionRequests(probe)).toHaveLength(before);

    act(() => jest.advanceTimersByTime(100));
    expect(await screen.findByRole('article', { name: 'Slack alerts' })).toBeInTheDocument();
    expect(sectionRequests(probe)).toHaveLength(before + 1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('sorts by name, newest first by default', async () => {
    const user = userEvent.setup();
    renderSection([
      pageMock([buildSave(2), buildSave(1)]),
      pageMock([buildSave(1, { name: 'Alpha' }), buildSave(2, { name: 'Beta' })], {
        sortBy: 'name',
      }),
    ]);
    await screen.findByRole('article', { name: 'Workflow 2' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('newest');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest First', 'Oldest First', 'Name A-Z']);

    await user.selectOptions(sort, 'Name A-Z');
    await screen.findByRole('article', { name: 'Alpha' });
    expect(cardNames()).toEqual(['Alpha', 'Beta']);
  });

  it('switches between grid and list, where Hire an Expert reads Hire Expert', async () => {
    const user = userEvent.setup();
    renderSection([pageMock([buildSave(1)])]);
    await screen.findByRole('article', { name: 'Workflow 1' });
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');

    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('list', { name: 'Saved templates' })).toHaveClass('my-templates__list');
    expect(within(card('Workflow 1')).getByRole('button', { name: 'Hire Expert' })).toBeVisible();

    await user.click(grid);
    expect(screen.getByRole('list', { name: 'Saved templates' })).toHaveClass('my-templates__grid');
    expect(
      within(card('Workflow 1')).getByRole('button', { name: 'Hire an Expert' }),
    ).toBeVisible();
  });

  it('pages with Previous, Next and up to five page numbers', async () => {
    const user = userEvent.setup();
    renderSection([
      pageMock([buildSave(1)], { totalItems: 96 }),
      pageMock([buildSave(13)], { page: 2, totalItems: 96 }),
      pageMock([buildSave(37)], { page: 4, totalItems: 96 }),
      pageMock([buildSave(61)], { page: 6, totalItems: 96 }),
    ]);
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    const pageNumbers = () =>
      within(pagination)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Workflow 13' })).toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(within(pagination).getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByRole('article', { name: 'Workflow 37' })).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['2', '3', '4', '5', '6']);
    await user.click(within(pagination).getByRole('button', { name: 'Page 6' }));
    expect(await screen.findByRole('article', { name: 'Workflow 61' })).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
  });

  it('invites someone without saves to browse templates', async () => {
    renderSection([pageMock([])]);
    expect(await screen.findByRole('heading', { name: 'No saved templates yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
  });

  it('offers Clear Search when nothing matches the search', async () => {
    const user = userEvent.setup();
    renderSection([
      pageMock([buildSave(1)]),
      pageMock([], { search: 'zzz' }),
      pageMock([buildSave(1)]),
    ]);
    await screen.findByRole('article', { name: 'Workflow 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No templates found' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(await screen.findByRole('article', { name: 'Workflow 1' })).toBeInTheDocument();
  });
});

describe('the actions of My Templates', () => {
  setUpAppTests();

  it('removes a template only once the removal is confirmed', async () => {
    const user = userEvent.setup();
    const unsave = unsaveMock('saved-1', 2);
    const probe = renderSection([
      pageMock([buildSave(1), buildSave(2), buildSave(3)]),
      unsave,
      pageMock([buildSave(2), buildSave(3)]),
    ]);
    await screen.findByRole('article', { name: 'Workflow 1' });

    await user.click(within(card('Workflow 1')).getByRole('button', { name: 'Remove' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove template?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove this template from your saved list?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(timesSent(probe, 'UnsaveTemplate')).toBe(0);

    await user.click(within(card('Workflow 1')).getByRole('button', { name: 'Remove' }));
    dialog = screen.getByRole('dialog', { name: 'Remove template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cardNames()).toEqual(['Workflow 2', 'Workflow 3']));
    expect(unsave.result).toHaveBeenCalledTimes(1);
    expect(timesSent(probe, 'MyTemplatesSection')).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const session = probe.client.readQuery({ query: SessionUserDocument });
    expect(session?.me?.subscription.templateSavesUsed).toBe(2);
  });

  it('goes back a page when removing the only template of the last page', async () => {
    const user = userEvent.setup();
    renderSection([
      pageMock([buildSave(1)], { totalItems: 13 }),
      pageMock([buildSave(13)], { page: 2, totalItems: 13 }),
      unsaveMock('saved-13', 12),
      pageMock([], { page: 2, totalItems: 12 }),
      pageMock([buildSave(1), buildSave(2)], { totalItems: 12 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await user.click(
      within(await screen.findByRole('article', { name: 'Workflow 13' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cardNames()).toEqual(['Workflow 1', 'Workflow 2']));
    expect(
      screen.queryByRole('heading', { name: 'No saved templates yet' }),
    ).not.toBeInTheDocument();
  });

  it('downloads the workflow JSON, fetched when pressed, under the name rule', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:workflow');
    URL.revokeObjectURL = jest.fn();
    const files: { name: string; blob: Blob }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = (URL.createObjectURL as jest.Mock).mock.calls.at(-1)?.[0] as Blob;
      files.push({ name: this.download, blob });
    });
    const workflow = { nodes: [{ id: 'n1', name: 'Start' }], connections: {} };
    const recorded = jest.fn(() => ({
      data: {
        recordTemplateDownload: {
          __typename: 'RecordTemplateDownloadPayload',
          template: { __typename: 'Template', id: 'template-1', downloads: 4 },
        },
      },
    }));
    const probe = renderSection([
      pageMock([buildSave(1, { name: 'Send Slack: Daily Digest!' })]),
      {
        request: { query: MyTemplatesWorkflowDocument, variables: { templateId: 'template-1' } },
        result: {
          data: {
            savedTemplate: {
              __typename: 'SavedTemplate',
              id: 'saved-1',
              template: { __typename: 'Template', id: 'template-1', workflow },
            },
          },
        },
      },
      {
        request: {
          query: RecordTemplateDownloadDocument,
          variables: { input: { id: 'template-1' } },
        },
        result: recorded,
      },
    ]);
    const slack = await screen.findByRole('article', { name: 'Send Slack: Daily Digest!' });
    expect(timesSent(probe, 'MyTemplatesWorkflow')).toBe(0);

    await user.click(within(slack).getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('send_slack__daily_digest_.json');
    expect(JSON.parse(await readText(files[0].blob))).toEqual(workflow);
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
  });

  it('says so when the workflow cannot be downloaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection([
      pageMock([buildSave(1)]),
      {
        request: { query: MyTemplatesWorkflowDocument, variables: { templateId: 'template-1' } },
        error: new Error('offline'),
      },
    ]);
    await user.click(
      within(await screen.findByRole('article', { name: 'Workflow 1' })).getByRole('button', {
        name: 'Download JSON',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download the template. Please try again.',
    );
  });

  it('answers Hire an Expert of an account without a subscription with the upgrade prompt', async () => {
    const user = userEvent.setup();
    renderSection([pageMock([buildSave(1)])]);
    await user.click(
      within(await screen.findByRole('article', { name: 'Workflow 1' })).getByRole('button', {
        name: 'Hire an Expert',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(dialog).toHaveTextContent('Hire an Expert feature requires a subscription');
  });

  it('answers a Hire an Expert pressed while the session still loads once it has loaded', async () => {
    const user = userEvent.setup();
    // The account arrives after the saved templates, once Hire an Expert was pressed.
    const probe = renderSection([pageMock([buildSave(1)])], { hold: ['SessionUser'] });
    const saved = await screen.findByRole('article', { name: 'Workflow 1' });
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await user.click(within(saved).getByRole('button', { name: 'Hire an Expert' }));
    probe.release('SessionUser');
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(dialog).toHaveTextContent('Hire an Expert feature requires a subscription');
    expect(screen.queryByRole('dialog', { name: 'Coming soon' })).toBeNull();
  });

  it('reads Request Submitted on a saved template with an open hire request', async () => {
    const requested = {
      request: { query: HireRequestedTemplatesDocument },
      result: {
        data: {
          hireRequests: [
            { __typename: 'HireRequest', id: 'r1', templateId: 'template-2', status: 'pending' },
          ],
        },
      },
    };
    renderSection([pageMock([buildSave(1), buildSave(2)]), requested]);
    const second = await screen.findByRole('article', { name: 'Workflow 2' });
    expect(await within(second).findByRole('button', { name: 'Request Submitted' })).toBeDisabled();
    expect(
      within(card('Workflow 1')).getByRole('button', { name: 'Hire an Expert' }),
    ).toBeEnabled();
  });

  it('lists a template removed from the catalogue until its notice is dismissed', async () => {
    const user = userEvent.setup();
    const unsave = unsaveMock('saved-9', 1);
    renderSection([
      pageMock([buildSave(1)], { removed: [{ id: 'saved-9', name: 'Old Flow' }] }),
      unsave,
      pageMock([buildSave(1)]),
    ]);
    const notices = await screen.findByRole('list', { name: 'Removed from the catalogue' });
    const notice = within(notices).getByRole('listitem');
    expect(notice).toHaveTextContent(`“Old Flow”: ${REMOVED_REASON}`);

    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('list', { name: 'Removed from the catalogue' }),
      ).not.toBeInTheDocument(),
    );
    expect(unsave.result).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('article', { name: 'Workflow 1' })).toBeInTheDocument();
  });
});

describe('the errors of My Templates', () => {
  setUpAppTests();

  it('says the list failed to load, and Try Again asks again', async () => {
    const user = userEvent.setup();
    renderSection([
      { request: pageMock([]).request, error: new Error('offline') },
      pageMock([buildSave(1)]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Templates' })).toBeVisible();
    expect(alert).toHaveTextContent('Failed to load saved templates. Please try again.');

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Workflow 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks to sign in when the API refuses the session', async () => {
    renderSection([{ request: pageMock([]).request, result: UNAUTHORIZED_RESULT }]);
    const heading = await screen.findByRole('heading', { name: 'Error Loading Templates' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent(
      'Please sign in to view your saved templates',
    );
  });
});
