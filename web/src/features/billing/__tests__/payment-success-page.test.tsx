import type { MockLink } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, sessionUserMock } from '../../accounts/__tests__/session-fixture';
import PaymentSuccessPage from '../pages/payment-success-page';
import { buildSubscription, confirmationMock, PRO_SUBSCRIPTION, userWith } from './billing-fixture';

const ROUTES = {
  'payment/success': <PaymentSuccessPage />,
  dashboard: <p>Dashboard page</p>,
};

const FREE = buildSubscription();

function renderPage(url: string, mocks: MockLink.MockedResponse[] = []) {
  const user = userWith(FREE);
  return renderApp(url, [sessionUserMock(user), sessionUserMock(user), ...mocks], {
    token: 'token-ada',
    routes: ROUTES,
  });
}

async function pass(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

const polls = (probe: ReturnType<typeof renderApp>) =>
  probe.sent.filter((sent) => sent.operationName === 'PaymentConfirmation').length;

describe('the second payment-success page', () => {
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('without a session id, says so and offers the way back to the dashboard', async () => {
    const user = userEvent.setup();
    const probe = renderPage('/payment/success');
    expect(await screen.findByRole('alert')).toHaveTextContent('No payment session found');
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(probe.search).toBe('');
    expect(polls(probe)).toBe(0);
  });

  it('confirms after 3 s, waits for the plan, then goes to /dashboard?payment=success', async () => {
    jest.useFakeTimers();
    const probe = renderPage('/payment/success?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', FREE),
      confirmationMock('pay-1', 'paid', PRO_SUBSCRIPTION),
    ]);
    await pass(2900);
    expect(screen.queryByText(/Payment successful!/)).not.toBeInTheDocument();
    expect(polls(probe)).toBe(0);
    await pass(100);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payment successful! Your subscription has been activated.',
    );
    expect(polls(probe)).toBe(1);
    // Each answer takes a tick of fake time, so the second look falls just after 5000 ms.
    await pass(2100);
    expect(polls(probe)).toBe(2);
    expect(probe.pathname).toBe('/payment/success');
    await pass(1000);
    expect(probe.pathname).toBe('/dashboard');
    expect(probe.search).toBe('?payment=success');
  });

  it('goes to the dashboard after 8 looks even if the plan has not shown yet', async () => {
    jest.useFakeTimers();
    const probe = renderPage('/payment/success?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', FREE, 20),
    ]);
    await pass(3000 + 7 * 2000 + 100);
    expect(polls(probe)).toBe(8);
    expect(probe.pathname).toBe('/payment/success');
    await pass(1100);
    expect(probe.search).toBe('?payment=success');
    expect(polls(probe)).toBe(8);
  });
});
