import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInDialogLoginDocument } from '../../../gql/graphql';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
} from '../../accounts/__tests__/session-fixture';
import { settingsMock } from '../../n8n-connection/__tests__/n8n-fixture';
import { profileFormMock } from '../../settings/__tests__/profile-fixture';
import DashboardPage from '../pages/dashboard-page';

// The billing feature owns the Subscription section and its queries; here it only has to show.
jest.mock('../../billing/components/subscription-section', () => ({
  SubscriptionSection: () => require('react').createElement('h2', null, 'Subscription'),
}));
// So does the saved-templates feature with My Templates, the default section.
jest.mock('../../saved-templates/components/my-templates-section', () => ({
  MyTemplatesSection: () => require('react').createElement('h2', null, 'My Templates'),
}));

// And the hiring feature with Hire Requests.
jest.mock('../../hiring/components/hire-requests-section', () => ({
  HireRequestsSection: () => require('react').createElement('h2', null, 'Hire Requests'),
}));

const ROUTES = { dashboard: <DashboardPage /> };

function renderDashboard(url: string, user = buildSessionUser()) {
  return renderApp(url, [sessionUserMock(user), profileFormMock(user)], {
    token: 'token-ada',
    routes: ROUTES,
  });
}

function dashboardNav() {
  return screen.getByRole('navigation', { name: 'Dashboard' });
}

describe('the dashboard', () => {
  setUpAppTests();

  it('shows the account: name, email, Active badge, plan and member-since year', async () => {
    renderDashboard(
      '/dashboard',
      buildSessionUser({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        createdAt: '2023-06-01T00:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Plan').nextElementSibling).toHaveTextContent('Free');
    expect(screen.getByText('Member since').nextElementSibling).toHaveTextContent('2023');
    expect(screen.getByRole('link', { name: 'Back to Templates' })).toHaveAttribute('href', '/');
  });

  it('opens on My Templates without a section, or with one it does not know', async () => {
    renderDashboard('/dashboard?section=nonsense');
    expect(await screen.findByRole('heading', { name: 'My Templates' })).toBeInTheDocument();
    expect(within(dashboardNav()).getByRole('link', { name: 'My Templates' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each([
    ['hire-requests', 'Hire Requests'],
    ['expert-applications', 'Project Applications'],
    ['subscription', 'Subscription'],
    ['settings', 'Settings'],
    ['overview', 'Overview'],
    ['notifications', 'Notifications'],
  ])('preselects ?section=%s', async (section, heading) => {
    renderDashboard(`/dashboard?section=${section}`);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(within(dashboardNav()).getByRole('link', { name: heading })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('heading', { name: 'My Templates' })).not.toBeInTheDocument();
  });

  it('offers every section as built, with no coming-soon badge left in the navigation', async () => {
    renderDashboard('/dashboard');
    await screen.findByRole('heading', { name: 'My Templates' });
    const links = within(dashboardNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'My Templates',
      'Hire Requests',
      'Project Applications',
      'Subscription',
      'Payments',
      'Settings',
      'Overview',
      'Notifications',
    ]);
  });

  it('puts the chosen section in the query', async () => {
    const user = userEvent.setup();
    const probe = renderDashboard('/dashboard');
    await screen.findByRole('heading', { name: 'My Templates' });

    await user.click(within(dashboardNav()).getByRole('link', { name: 'Settings' }));
    expect(probe.search).toBe('?section=settings');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(dashboardNav()).getByRole('link', { name: 'Hire Requests' }));
    expect(probe.search).toBe('?section=hire-requests');
    expect(screen.getByRole('heading', { name: 'Hire Requests' })).toBeInTheDocument();
  });

  it('shows the n8n connection tab with the connection status', async () => {
    const user = userEvent.setup();
    renderApp(
      '/dashboard?section=settings',
      [sessionUserMock(), profileFormMock(buildSessionUser()), settingsMock()],
      {
        token: 'token-ada',
        routes: ROUTES,
      },
    );
    await user.click(await screen.findByRole('tab', { name: 'n8n Connection' }));
    const panel = screen.getByRole('tabpanel', { name: 'n8n Connection' });
    expect(await within(panel).findByText('Not Connected')).toBeInTheDocument();
  });

  it('asks a visitor to sign in, with the dialog open, and shows the dashboard after', async () => {
    const probe = renderApp(
      '/dashboard?section=settings',
      [
        {
          request: {
            query: SignInDialogLoginDocument,
            variables: { input: { email: 'ada@example.com', password: 'secret-one' } },
          },
          result: { data: { login: { __typename: 'AuthPayload', token: 'token-ada' } } },
        },
        sessionUserMock(),
        profileFormMock(buildSessionUser()),
      ],
      { routes: ROUTES },
    );
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'Sign in to view your dashboard' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveTextContent('Sign in to view your dashboard.');
    expect(probe.sent).toEqual([]);

    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-one');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    expect(probe.pathname).toBe('/dashboard');
  });

  it('does not push the dialog on someone who signs out there', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to view your dashboard' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
