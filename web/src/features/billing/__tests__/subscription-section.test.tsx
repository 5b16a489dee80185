import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SubscriptionSectionCancelPlanDocument,
  SubscriptionSectionDocument,
  SubscriptionSectionResumePlanDocument,
  SubscriptionSectionStartPaymentDocument,
  SubscriptionSectionSubscribeDocument,
} from '../../../gql/graphql';
import {
  buildSubscription,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import type { SessionUser } from '../../accounts/hooks/use-session';
import { SubscriptionSection } from '../components/subscription-section';
import {
  FREE_ID,
  PRO_ID,
  PRO_SUBSCRIPTION,
  STRIPE_GATEWAY,
  subscriptionSectionMock,
  TEST_GATEWAY,
  userWith,
} from './billing-fixture';

const ROUTES = {
  dashboard: <SubscriptionSection />,
  'checkout/test/:sessionId': <p>Checkout page</p>,
};

const FREE_USER = userWith(buildSubscription({ templateSavesUsed: 2 }));

/**
 * Renders the section and, for a signed-in user, waits until their account is in: the plans and
 * the account load separately, and until both are, no card is marked as the current plan.
 */
async function renderSection(
  user: SessionUser | null,
  mocks: MockLink.MockedResponse[],
  /** The account as it reads after the test's action; the same as `user` when not given. */
  after: SessionUser | null = user,
) {
  const session = user ? [sessionUserMock(user), sessionUserMock(after)] : [];
  const rendered = renderApp('/dashboard?section=subscription', [...session, ...mocks], {
    token: user ? 'token-ada' : undefined,
    routes: ROUTES,
  });
  if (user) {
    await screen.findByText(user.subscription.plan, { selector: '.current-plan__name' });
  }
  return rendered;
}

/** The card of a plan, found by its heading. */
async function planCard(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 4 });
  return heading.closest('article') as HTMLElement;
}

function subscribeMock(planId: string, result: MockLink.MockedResponse['result']) {
  return {
    request: {
      query: SubscriptionSectionSubscribeDocument,
      variables: { input: { subscriptionId: planId, paymentGateway: 'test' } },
    },
    result,
  };
}

const PRO_PAYMENT = {
  data: {
    subscribe: {
      __typename: 'SubscribePayload',
      status: 'requires_payment',
      requiresPayment: true,
      paymentData: {
        __typename: 'PaymentData',
        amount: 19,
        currency: 'USD',
        description: 'FlowVault Pro (monthly)',
        subscriptionId: PRO_ID,
      },
    },
  },
};

/** Pro's checkout, opened with the test gateway: the answer's status and where to pay. */
function startPaymentMock(status: string, paymentUrl: string) {
  return {
    request: {
      query: SubscriptionSectionStartPaymentDocument,
      variables: {
        input: {
          subscriptionId: PRO_ID,
          gateway: 'test',
          currency: 'USD',
          amount: 19,
          description: 'FlowVault Pro (monthly)',
          returnUrl: '/dashboard/upgrade-processing?session_id={CHECKOUT_SESSION_ID}',
          cancelUrl: '/dashboard?payment=cancelled',
        },
      },
    },
    result: {
      data: {
        startPayment: {
          __typename: 'StartPaymentPayload',
          paymentUrl,
          status,
          session: { __typename: 'PaymentSession', id: 'pay-1' },
        },
      },
    },
  };
}

describe('the Subscription section', () => {
  setUpAppTests();

  it('shows each plan with its price per period, Pro as Most Popular', async () => {
    await renderSection(FREE_USER, [subscriptionSectionMock()]);
    const pro = await planCard('Pro');
    expect(pro).toHaveTextContent('$19/mo');
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Upgrade Now' })).toBeEnabled();

    const business = await planCard('Business');
    expect(business).toHaveTextContent('$190/yr');
    expect(within(business).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(within(business).getByRole('button', { name: 'Upgrade Now' })).toBeEnabled();

    const free = await planCard('Free');
    expect(free).toHaveTextContent('$0/mo');
    expect(within(free).queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it("disables the current plan's card", async () => {
    await renderSection(userWith(PRO_SUBSCRIPTION), [subscriptionSectionMock()]);
    const pro = await planCard('Pro');
    expect(within(pro).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(pro).queryByRole('button', { name: 'Upgrade Now' })).not.toBeInTheDocument();
  });

  it('shows Free during a paid period as what the plan returns to, with nothing to press', async () => {
    await renderSection(userWith(PRO_SUBSCRIPTION), [subscriptionSectionMock()]);
    const free = await planCard('Free');
    // The API refuses Free while Pro runs (409); the card says what happens instead.
    expect(free).toHaveTextContent(
      'Cancel your plan to return to Free when it ends on April 14, 2026',
    );
    expect(within(free).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await planCard('Business')).getByRole('button')).toHaveTextContent('Upgrade Now');
  });

  it('shows a Free account its plan and template saves used against the limit', async () => {
    await renderSection(FREE_USER, [subscriptionSectionMock()]);
    const free = await planCard('Free');
    expect(within(free).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    const current = screen.getByRole('region', { name: 'Current plan' });
    expect(current).toHaveTextContent('Free');
    expect(within(current).queryByText('Active')).not.toBeInTheDocument();
    expect(current).toHaveTextContent('Template saves2 / 5');
    const bar = within(current).getByRole('progressbar', { name: 'Template saves used' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '5');
    expect(current).toHaveTextContent('Expert hire requests0');
  });

  it('shows an active plan as Active with its end date, and -1 saves as Unlimited', async () => {
    const business = buildSubscription({
      ...PRO_SUBSCRIPTION,
      plan: 'Business',
      templateSaves: -1,
      templateSavesUsed: 40,
    });
    await renderSection(userWith(business), [subscriptionSectionMock()]);
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(current).getByText('Active')).toBeInTheDocument();
    expect(current).toHaveTextContent('Your Business plan renews on April 14, 2026.');
    expect(current).toHaveTextContent('40 / Unlimited');
    expect(within(current).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists the payment methods as Test Mode or Live', async () => {
    await renderSection(FREE_USER, [subscriptionSectionMock([TEST_GATEWAY, STRIPE_GATEWAY])]);
    const methods = await screen.findByRole('region', { name: 'Payment methods' });
    const items = await within(methods).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Test PaymentsTest Mode',
      'Card (Stripe)Live',
    ]);
  });

  it('asks a visitor to log in before subscribing', async () => {
    const user = userEvent.setup();
    const probe = await renderSection(null, [subscriptionSectionMock()]);
    await user.click(within(await planCard('Pro')).getByRole('button', { name: 'Upgrade Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to subscribe to a plan');
    expect(probe.sent.map((sent) => sent.operationName)).toEqual(['SubscriptionSection']);
  });

  it('says so when there is no payment method', async () => {
    const user = userEvent.setup();
    const probe = await renderSection(FREE_USER, [subscriptionSectionMock([])]);
    await user.click(within(await planCard('Pro')).getByRole('button', { name: 'Upgrade Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No payment methods available');
    expect(probe.sent.map((sent) => sent.operationName)).not.toContain(
      'SubscriptionSectionSubscribe',
    );
  });

  it('subscribes to a free plan at once and says so', async () => {
    const user = userEvent.setup();
    // A plan no longer on offer: Free is not the current plan, so it can be chosen.
    const legacy = userWith(buildSubscription({ plan: 'Free', planId: 'plan-legacy' }));
    const probe = await renderSection(legacy, [
      subscriptionSectionMock(),
      subscribeMock(FREE_ID, {
        data: {
          subscribe: {
            __typename: 'SubscribePayload',
            status: 'completed',
            requiresPayment: false,
            paymentData: null,
          },
        },
      }),
    ]);
    await user.click(within(await planCard('Free')).getByRole('button', { name: 'Get Started' }));
    const notice = await screen.findByText('Successfully subscribed to Free!');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // The plan shown comes from the session, which is read again.
    expect(timesSent(probe, 'SessionUser')).toBe(2);
  });

  it('opens the checkout of a paid plan at the payment URL', async () => {
    const user = userEvent.setup();
    const probe = await renderSection(FREE_USER, [
      subscriptionSectionMock(),
      subscribeMock(PRO_ID, PRO_PAYMENT),
      startPaymentMock('pending', '/checkout/test/pay-1'),
    ]);
    await user.click(within(await planCard('Pro')).getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(probe.pathname).toBe('/checkout/test/pay-1');
  });

  it('says the payment failed when the checkout cannot start', async () => {
    const user = userEvent.setup();
    const probe = await renderSection(FREE_USER, [
      subscriptionSectionMock(),
      subscribeMock(PRO_ID, PRO_PAYMENT),
      startPaymentMock('failed', ''),
    ]);
    await user.click(within(await planCard('Pro')).getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment processing failed');
    expect(probe.pathname).toBe('/dashboard');
  });

  it('says when the plans cannot be loaded', async () => {
    await renderSection(FREE_USER, [
      { request: { query: SubscriptionSectionDocument }, error: new Error('offline') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load subscription information',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  describe('cancel and resume', () => {
    const renewalMock = (
      query:
        typeof SubscriptionSectionCancelPlanDocument | typeof SubscriptionSectionResumePlanDocument,
      field: 'cancelPlan' | 'resumePlan',
      cancelAtPeriodEnd: boolean,
    ) => ({
      request: { query },
      result: {
        data: {
          [field]: {
            __typename: 'PlanRenewalPayload',
            subscription: { __typename: 'SubscriptionStatus', cancelAtPeriodEnd },
          },
        },
      },
    });
    const CANCELLED = buildSubscription({ ...PRO_SUBSCRIPTION, cancelAtPeriodEnd: true });

    it('asks before cancelling, then says the plan returns to Free at the end of its period', async () => {
      const user = userEvent.setup();
      await renderSection(
        userWith(PRO_SUBSCRIPTION),
        [
          subscriptionSectionMock(),
          renewalMock(SubscriptionSectionCancelPlanDocument, 'cancelPlan', true),
        ],
        userWith(CANCELLED),
      );
      const current = screen.getByRole('region', { name: 'Current plan' });
      expect(within(current).getByRole('status')).toHaveTextContent(
        'Your Pro plan renews on April 14, 2026.',
      );
      await user.click(within(current).getByRole('button', { name: 'Cancel plan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel your Pro plan?' });
      expect(dialog).toHaveTextContent('It stays active until April 14, 2026');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));

      expect(await within(current).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
      expect(within(current).getByRole('status')).toHaveTextContent(
        'Your Pro plan is cancelled: it stays active until April 14, 2026, then returns to Free.',
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await planCard('Free')).toHaveTextContent(
        'Your plan returns to Free on April 14, 2026',
      );
    });

    it('keeps the plan when the question is answered Keep plan', async () => {
      const user = userEvent.setup();
      const probe = await renderSection(userWith(PRO_SUBSCRIPTION), [subscriptionSectionMock()]);
      await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
      await user.click(await screen.findByRole('button', { name: 'Keep plan' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(timesSent(probe, 'SubscriptionSectionCancelPlan')).toBe(0);
    });

    it('resumes a cancelled plan', async () => {
      const user = userEvent.setup();
      await renderSection(
        userWith(CANCELLED),
        [
          subscriptionSectionMock(),
          renewalMock(SubscriptionSectionResumePlanDocument, 'resumePlan', false),
        ],
        userWith(PRO_SUBSCRIPTION),
      );
      await user.click(screen.getByRole('button', { name: 'Resume' }));
      expect(await screen.findByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Current plan' })).toHaveTextContent(
        'Your Pro plan renews on April 14, 2026.',
      );
    });

    it("shows the API's refusal in the dialog, which stays open to try again", async () => {
      const user = userEvent.setup();
      await renderSection(userWith(PRO_SUBSCRIPTION), [
        subscriptionSectionMock(),
        {
          request: { query: SubscriptionSectionCancelPlanDocument },
          result: {
            errors: [
              {
                message: 'The payment provider could not be reached. Please try again.',
                extensions: { code: 'UPSTREAM_ERROR' },
              },
            ],
          },
        },
      ]);
      await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'The payment provider could not be reached. Please try again.',
      );
    });
  });
});
