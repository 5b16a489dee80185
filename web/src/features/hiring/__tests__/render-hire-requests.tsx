import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Hold } from '../../../../test/hold-link';
import {
  buildSessionUser,
  buildSubscription,
  renderApp,
  sessionUserMock,
  type AppProbe,
} from '../../accounts/__tests__/session-fixture';
import DashboardPage from '../../dashboard/pages/dashboard-page';

/** A subscriber: the account that makes hire requests. */
export const SUBSCRIBER = buildSessionUser({
  subscription: buildSubscription({
    plan: 'Pro',
    planId: 'plan-pro',
    isActive: true,
    hiring: true,
  }),
});

/** The dashboard at `url` (its Hire Requests section by default) for a signed-in subscriber. */
export function renderHireRequests(
  mocks: MockLink.MockedResponse[],
  url = '/dashboard?section=hire-requests',
  { hold }: { hold?: Hold[] } = {},
): AppProbe {
  return renderApp(url, [sessionUserMock(SUBSCRIBER), ...mocks], {
    token: 'token-ada',
    routes: { dashboard: <DashboardPage />, 'checkout/test/:id': <p>Test checkout page</p> },
    hold,
  });
}

/** The card of the request for `templateName`, once the list is there. */
export async function findRequestCard(templateName: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name: templateName });
}

/** Opens a request's details from its card. */
export async function openDetails(user: UserEvent, templateName: string): Promise<HTMLElement> {
  const card = await findRequestCard(templateName);
  await user.click(within(card).getByRole('button', { name: 'View Details' }));
  return screen.findByRole('dialog', { name: templateName });
}
