import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import { PaymentReturnNotice } from '../components/payment-return-notice';

const ROUTES = { dashboard: <PaymentReturnNotice /> };

function renderDashboard(url: string) {
  return renderApp(url, [sessionUserMock(), sessionUserMock()], {
    token: 'token-ada',
    routes: ROUTES,
  });
}

describe("the dashboard's payment return notice", () => {
  setUpAppTests();

  it('says a cancelled payment changed nothing, until dismissed', async () => {
    const user = userEvent.setup();
    const probe = renderDashboard('/dashboard?section=subscription&payment=cancelled');
    expect(await screen.findByText('Payment cancelled. Your plan has not changed.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText(/Payment cancelled/)).not.toBeInTheDocument();
    expect(probe.search).toBe('?section=subscription');
  });

  it('reads the user again 2 s after a successful payment, then drops the parameter', async () => {
    jest.useFakeTimers();
    const probe = renderDashboard('/dashboard?payment=success');
    await act(() => jest.advanceTimersByTimeAsync(1900));
    expect(timesSent(probe, 'SessionUser')).toBe(1);
    expect(probe.search).toBe('?payment=success');
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(timesSent(probe, 'SessionUser')).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(probe.search).toBe('');
  });
});
