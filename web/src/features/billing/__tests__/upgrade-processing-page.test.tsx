import type { MockLink } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import { renderApp, sessionUserMock } from '../../accounts/__tests__/session-fixture';
import UpgradeProcessingPage from '../pages/upgrade-processing-page';
import { buildSubscription, confirmationMock, PRO_SUBSCRIPTION, userWith } from './billing-fixture';

const ROUTES = {
  'dashboard/upgrade-processing': <UpgradeProcessingPage />,
  dashboard: <p>Dashboard page</p>,
};

const FREE = buildSubscription();

function renderPage(url: string, mocks: MockLink.MockedResponse[]) {
  const user = userWith(FREE);
  return renderApp(url, [sessionUserMock(user), sessionUserMock(user), ...mocks], {
    token: 'token-ada',
    routes: ROUTES,
  });
}

/** Lets `ms` of fake time pass, with every answer and render it brings. */
async function pass(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

const polls = (probe: ReturnType<typeof renderApp>) =>
  probe.sent.filter((sent) => sent.operationName === 'PaymentConfirmation').length;

describe('the upgrade-success page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('without a session id, says so and goes to the dashboard after 3 s', async () => {
    const probe = renderPage('/dashboard/upgrade-processing', []);
    await pass(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Upgrade');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid payment session. Redirecting to dashboard...',
    );
    await pass(2900);
    expect(probe.pathname).toBe('/dashboard/upgrade-processing');
    await pass(100);
    expect(probe.pathname).toBe('/dashboard');
    expect(polls(probe)).toBe(0);
  });

  it('looks every 2 s until the plan is a paid active one, then goes to the dashboard', async () => {
    const probe = renderPage('/dashboard/upgrade-processing?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', FREE, 2),
      confirmationMock('pay-1', 'paid', PRO_SUBSCRIPTION),
    ]);
    // Each answer takes a tick of fake time: the looks fall at 0, 2000, 4000 ms and a little.
    await pass(100);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Processing Your Upgrade');
    expect(polls(probe)).toBe(1);
    await pass(2000);
    expect(polls(probe)).toBe(2);
    expect(screen.queryByText(/Your upgrade is complete/)).not.toBeInTheDocument();
    await pass(2000);
    expect(polls(probe)).toBe(3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Upgrade Complete');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your upgrade is complete. Redirecting to dashboard...',
    );
    // The session is read again before leaving, so the dashboard shows the new plan.
    expect(probe.sent.filter((sent) => sent.operationName === 'SessionUser')).toHaveLength(2);

    await pass(3100);
    expect(probe.pathname).toBe('/dashboard');
    expect(polls(probe)).toBe(3);
  });

  it('gives up after 10 looks: taking longer than expected, then the dashboard', async () => {
    const probe = renderPage('/dashboard/upgrade-processing?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', FREE, 20),
    ]);
    await pass(17_900);
    expect(polls(probe)).toBe(9);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await pass(200);
    expect(polls(probe)).toBe(10);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Taking longer than expected. Redirecting to dashboard...',
    );
    await pass(3100);
    expect(probe.pathname).toBe('/dashboard');
    expect(polls(probe)).toBe(10);
  });

  it('stops at a failed or cancelled payment', async () => {
    const probe = renderPage('/dashboard/upgrade-processing?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', FREE),
      confirmationMock('pay-1', 'cancelled', FREE),
    ]);
    await pass(2100);
    expect(polls(probe)).toBe(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error processing upgrade. Redirecting to dashboard...',
    );
    await pass(3100);
    expect(probe.pathname).toBe('/dashboard');
  });

  it('does not take an already active plan for the upgrade while the payment is pending', async () => {
    const probe = renderPage('/dashboard/upgrade-processing?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', PRO_SUBSCRIPTION),
      confirmationMock('pay-1', 'paid', PRO_SUBSCRIPTION),
    ]);
    await pass(100);
    expect(screen.queryByText(/Your upgrade is complete/)).not.toBeInTheDocument();
    await pass(2000);
    expect(polls(probe)).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent('Your upgrade is complete');
  });
});
