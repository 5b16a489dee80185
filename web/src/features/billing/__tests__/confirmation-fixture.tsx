import type { MockLink } from '@apollo/client/testing';
import { act } from '@testing-library/react';
import {
  renderApp,
  sessionUserMock,
  timesSent,
  type AppProbe,
} from '../../accounts/__tests__/session-fixture';
import PaymentSuccessPage from '../pages/payment-success-page';
import UpgradeProcessingPage from '../pages/upgrade-processing-page';
import { FREE_SUBSCRIPTION, userWith } from './billing-fixture';

const ROUTES = {
  'payment/success': <PaymentSuccessPage />,
  'dashboard/upgrade-processing': <UpgradeProcessingPage />,
  dashboard: <p>Dashboard page</p>,
};

/**
 * Renders the confirmation page at `url` for a Free account; `mocks` are answered after the
 * session's two reads (on load, and once more before the page leaves).
 */
export function renderConfirmationPage(
  url: string,
  mocks: MockLink.MockedResponse[] = [],
): AppProbe {
  const user = userWith(FREE_SUBSCRIPTION);
  return renderApp(url, [sessionUserMock(user), sessionUserMock(user), ...mocks], {
    token: 'token-ada',
    routes: ROUTES,
  });
}

/** Lets `ms` of fake time pass, with every answer and render it brings. */
export async function pass(ms: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/** How many times the page has looked at the payment. */
export function polls(probe: AppProbe): number {
  return timesSent(probe, 'PaymentConfirmation');
}
