import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonationThanksDocument } from '../../../gql/graphql';
import { renderApp, setUpAppTests, timesSent } from '../../accounts/__tests__/session-fixture';
import { DONATION_MESSAGES, DONATION_POLLING, DonationThanks } from '../components/donation-thanks';

const ROUTES = { 'template/:id': <DonationThanks /> };

function donationMock(status: string, purpose = 'donation') {
  return {
    request: { query: DonationThanksDocument, variables: { sessionId: 'pay-1' } },
    result: {
      data: {
        paymentSession: {
          __typename: 'PaymentSession' as const,
          id: 'pay-1',
          status,
          purpose,
          amount: 10,
          currency: 'USD',
        },
      },
    },
  };
}

const RETURNED = '/template/t-1?donation=thanks&session_id=pay-1';

describe('the thanks after a donation', () => {
  setUpAppTests();

  it('thanks the donor once the payment is paid, until dismissed', async () => {
    const user = userEvent.setup();
    const probe = renderApp(RETURNED, [donationMock('paid')], { routes: ROUTES });
    expect(await screen.findByText(DONATION_MESSAGES.paid('$10.00 USD'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(probe.search).toBe('');
  });

  it('says a pending donation is being confirmed and asks again until it is paid', async () => {
    jest.useFakeTimers();
    const probe = renderApp(RETURNED, [donationMock('pending'), donationMock('paid')], {
      routes: ROUTES,
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText(DONATION_MESSAGES.pending)).toBeVisible();
    // The second look goes out 2 s after the first answer, and its answer lands just after.
    await act(() => jest.advanceTimersByTimeAsync(DONATION_POLLING.intervalMs + 100));
    expect(screen.getByText(DONATION_MESSAGES.paid('$10.00 USD'))).toBeVisible();
    expect(timesSent(probe, 'DonationThanks')).toBe(2);
    // Paid: nothing more is asked.
    await act(() => jest.advanceTimersByTimeAsync(DONATION_POLLING.intervalMs * 3));
    expect(timesSent(probe, 'DonationThanks')).toBe(2);
  });

  it('stops asking about a donation still pending after 30 s', async () => {
    jest.useFakeTimers();
    const stillPending = Array.from({ length: 20 }, () => donationMock('pending'));
    const probe = renderApp(RETURNED, stillPending, { routes: ROUTES });
    for (let elapsed = 0; elapsed <= DONATION_POLLING.forMs; elapsed += 500) {
      await act(() => jest.advanceTimersByTimeAsync(500));
    }
    const asked = timesSent(probe, 'DonationThanks');
    expect(asked).toBeGreaterThan(10);
    await act(() => jest.advanceTimersByTimeAsync(DONATION_POLLING.forMs));
    expect(timesSent(probe, 'DonationThanks')).toBe(asked);
    expect(screen.getByText(DONATION_MESSAGES.pending)).toBeVisible();
  });

  it('says so when the donation did not go through', async () => {
    renderApp(RETURNED, [donationMock('cancelled')], { routes: ROUTES });
    expect(await screen.findByText(DONATION_MESSAGES.notCompleted)).toBeVisible();
  });

  it('claims nothing without a payment to look at, or for a payment that is not a donation', async () => {
    const probe = renderApp('/template/t-1?donation=thanks', [], { routes: ROUTES });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(timesSent(probe, 'DonationThanks')).toBe(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing of a plan payment named in the address', async () => {
    const probe = renderApp(RETURNED, [donationMock('paid', 'subscription')], { routes: ROUTES });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(timesSent(probe, 'DonationThanks')).toBe(1);
    expect(screen.queryByText(/Thank you/)).toBeNull();
  });
});
