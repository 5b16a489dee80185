import { screen } from '@testing-library/react';
import { setUpAppTests, timesSent } from '../../accounts/__tests__/session-fixture';
import { confirmationMock, FREE_SUBSCRIPTION, PRO_SUBSCRIPTION } from './billing-fixture';
import { pass, polls, renderConfirmationPage } from './confirmation-fixture';

describe('the upgrade-success page', () => {
  setUpAppTests();
  beforeEach(() => jest.useFakeTimers());

  it('without a session id, says so and goes to the dashboard after 3 s', async () => {
    const probe = renderConfirmationPage('/dashboard/upgrade-processing');
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
    const probe = renderConfirmationPage('/dashboard/upgrade-processing?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', FREE_SUBSCRIPTION, 2),
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
    expect(timesSent(probe, 'SessionUser')).toBe(2);

    await pass(3100);
    expect(probe.pathname).toBe('/dashboard');
    expect(polls(probe)).toBe(3);
  });

  it('gives up after 10 looks: taking longer than expected, then the dashboard', async () => {
    const probe = renderConfirmationPage('/dashboard/upgrade-processing?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', FREE_SUBSCRIPTION, 20),
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
    const probe = renderConfirmationPage('/dashboard/upgrade-processing?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', FREE_SUBSCRIPTION),
      confirmationMock('pay-1', 'cancelled', FREE_SUBSCRIPTION),
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
    const probe = renderConfirmationPage('/dashboard/upgrade-processing?session_id=pay-1', [
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
