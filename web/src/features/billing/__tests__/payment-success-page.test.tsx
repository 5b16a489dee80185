import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpAppTests } from '../../accounts/__tests__/session-fixture';
import { confirmationMock, FREE_SUBSCRIPTION, PRO_SUBSCRIPTION } from './billing-fixture';
import { pass, polls, renderConfirmationPage } from './confirmation-fixture';

describe('the second payment-success page', () => {
  setUpAppTests();

  it('without a session id, says so and offers the way back to the dashboard', async () => {
    const user = userEvent.setup();
    const probe = renderConfirmationPage('/payment/success');
    expect(await screen.findByRole('alert')).toHaveTextContent('No payment session found');
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(probe.search).toBe('');
    expect(polls(probe)).toBe(0);
  });

  it('confirms after 3 s, waits for the plan, then goes to /dashboard?payment=success', async () => {
    jest.useFakeTimers();
    const probe = renderConfirmationPage('/payment/success?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', FREE_SUBSCRIPTION),
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
    const probe = renderConfirmationPage('/payment/success?session_id=pay-1', [
      confirmationMock('pay-1', 'pending', FREE_SUBSCRIPTION, 20),
    ]);
    await pass(3000 + 7 * 2000 + 100);
    expect(polls(probe)).toBe(8);
    expect(probe.pathname).toBe('/payment/success');
    await pass(1100);
    expect(probe.search).toBe('?payment=success');
    expect(polls(probe)).toBe(8);
  });
});
