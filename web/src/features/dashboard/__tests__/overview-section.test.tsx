import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverviewSectionDocument, type OverviewSectionQuery } from '../../../gql/graphql';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
} from '../../accounts/__tests__/session-fixture';
import { OverviewSection } from '../components/overview-section';

type Overview = OverviewSectionQuery['dashboardOverview'];

const NEW_ACCOUNT: Overview = {
  subscription: {
    plan: 'Free',
    isActive: false,
    templateSaves: 5,
    templateSavesUsed: 0,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  },
  hireRequests: { total: 0, pending: 0, inSelection: 0, active: 0, completed: 0, cancelled: 0 },
  hireSpending: [],
  expert: null,
  unreadNotifications: 0,
};

/** A client who is an expert too, with something in every figure. */
const BUSY_ACCOUNT: Overview = {
  subscription: {
    plan: 'Pro',
    isActive: true,
    templateSaves: 5,
    templateSavesUsed: 3,
    currentPeriodEnd: '2026-05-01T12:00:00.000Z',
    cancelAtPeriodEnd: false,
  },
  hireRequests: { total: 5, pending: 2, inSelection: 0, active: 1, completed: 1, cancelled: 1 },
  hireSpending: [
    { currency: 'EUR', amount: 100 },
    { currency: 'USD', amount: 250.75 },
  ],
  expert: {
    applications: { total: 4, pending: 1, accepted: 3, rejected: 0, withdrawn: 0 },
    completedProjects: 3,
    ratingCount: 3,
    averageRating: 4.3,
  },
  unreadNotifications: 2,
};

function overviewMock(overview: Overview) {
  return {
    request: { query: OverviewSectionDocument },
    result: { data: { dashboardOverview: overview } },
  };
}

function renderSection(mocks: unknown[], options: { hold?: string[] } = {}) {
  const user = buildSessionUser();
  return renderApp('/dashboard?section=overview', [sessionUserMock(user), ...(mocks as never[])], {
    token: 'token-ada',
    routes: { dashboard: <OverviewSection /> },
    ...options,
  });
}

/** The card headed `title`: its figure, its line, its parts and its link. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  return heading.closest('article') as HTMLElement;
}

function linkOf(article: HTMLElement) {
  return within(article).getByRole('link');
}

describe('the Overview section', () => {
  setUpAppTests();

  it('shows a spinner while the figures load', async () => {
    const probe = renderSection([overviewMock(NEW_ACCOUNT)], { hold: ['OverviewSection'] });
    expect(await screen.findByRole('status', { name: 'Loading your overview' })).toBeVisible();
    probe.release('OverviewSection');
    expect(await card('Plan')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your overview' })).not.toBeInTheDocument();
  });

  it('gives a new account zeros, each with the way to start', async () => {
    renderSection([overviewMock(NEW_ACCOUNT)]);
    const saves = await card('Template saves');
    expect(saves).toHaveTextContent('0 of 5template saves used');
    expect(linkOf(saves)).toHaveAccessibleName('Browse Templates');
    expect(linkOf(saves)).toHaveAttribute('href', '/');

    const plan = await card('Plan');
    expect(plan).toHaveTextContent('FreeNo paid plan');
    expect(linkOf(plan)).toHaveAccessibleName('See Plans');
    expect(linkOf(plan)).toHaveAttribute('href', '/dashboard?section=subscription');

    const requests = await card('Hire requests');
    expect(requests).toHaveTextContent('0Ask an expert for help with a template');
    expect(within(requests).queryByRole('list')).not.toBeInTheDocument();
    expect(linkOf(requests)).toHaveAccessibleName('Find a Template to Hire For');
    expect(linkOf(requests)).toHaveAttribute('href', '/');

    const spent = await card('Spent on experts');
    expect(spent).toHaveTextContent('$0.00 USD');
    expect(linkOf(spent)).toHaveAttribute('href', '/dashboard?section=payments');

    const unread = await card('Unread notifications');
    expect(unread).toHaveTextContent('0You are all caught up');
    expect(linkOf(unread)).toHaveAttribute('href', '/dashboard?section=notifications');

    // Not an expert: no expert figures.
    expect(screen.queryByRole('heading', { name: 'Project applications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rating' })).not.toBeInTheDocument();
  });

  it('shows a client who is also an expert both sides, each card a link to its section', async () => {
    renderSection([overviewMock(BUSY_ACCOUNT)]);
    const saves = await card('Template saves');
    expect(saves).toHaveTextContent('3 of 5template saves used');
    expect(linkOf(saves)).toHaveAttribute('href', '/dashboard?section=templates');

    const plan = await card('Plan');
    expect(plan).toHaveTextContent('ProRenews on May 1, 2026');
    expect(linkOf(plan)).toHaveAccessibleName('Manage Subscription');

    const requests = await card('Hire requests');
    expect(requests).toHaveTextContent('5as a client');
    const byStatus = within(requests).getByRole('list', { name: 'Hire requests by status' });
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pending 2', 'Active 1', 'Completed 1', 'Cancelled 1']);
    expect(linkOf(requests)).toHaveAttribute('href', '/dashboard?section=hire-requests');

    expect(await card('Spent on experts')).toHaveTextContent('€100.00 EUR + $250.75 USD');

    const applications = await card('Project applications');
    expect(applications).toHaveTextContent('4sent as an expert');
    expect(applications).toHaveTextContent('Pending 1Accepted 3');
    expect(linkOf(applications)).toHaveAttribute('href', '/dashboard?section=expert-applications');

    const completed = await card('Completed projects');
    expect(completed).toHaveTextContent('3delivered for clients');
    expect(linkOf(completed)).toHaveAttribute('href', '/dashboard?section=expert-applications');

    const rating = await card('Rating');
    expect(rating).toHaveTextContent('4.3 / 5From 3 ratings');
    expect(linkOf(rating)).toHaveAttribute('href', '/dashboard?section=expert-applications');

    expect(await card('Unread notifications')).toHaveTextContent('2waiting for you');
  });

  it('says when a cancelled plan returns to Free, an unlimited plan, and a rating still to come', async () => {
    renderSection([
      overviewMock({
        ...BUSY_ACCOUNT,
        subscription: {
          ...BUSY_ACCOUNT.subscription,
          plan: 'Business',
          templateSaves: -1,
          templateSavesUsed: 12,
          cancelAtPeriodEnd: true,
        },
        expert: {
          applications: { total: 0, pending: 0, accepted: 0, rejected: 0, withdrawn: 0 },
          completedProjects: 1,
          ratingCount: 1,
          averageRating: null,
        },
      }),
    ]);
    expect(await card('Template saves')).toHaveTextContent('12 of Unlimited');
    expect(await card('Plan')).toHaveTextContent('BusinessReturns to Free on May 1, 2026');
    expect(await card('Rating')).toHaveTextContent(
      'No rating yetFrom 1 rating; an average shows from 3',
    );
    const applications = await card('Project applications');
    expect(linkOf(applications)).toHaveAccessibleName('Browse Open Projects');
    expect(linkOf(applications)).toHaveAttribute('href', '/experts/projects');
  });

  it('offers Try Again when the figures cannot be loaded, and shows them after', async () => {
    const user = userEvent.setup();
    renderSection([
      { request: { query: OverviewSectionDocument }, error: new Error('offline') },
      overviewMock(BUSY_ACCOUNT),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your overview');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await card('Completed projects')).toHaveTextContent('3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
