import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TestCheckoutPageCancelDocument,
  TestCheckoutPageDocument,
  TestCheckoutPagePayDocument,
} from '../../../gql/graphql';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  UNAUTHORIZED_RESULT,
} from '../../accounts/__tests__/session-fixture';
import TestCheckoutPage from '../pages/test-checkout-page';

const ROUTES = {
  'checkout/test/:sessionId': <TestCheckoutPage />,
  dashboard: <p>Dashboard page</p>,
  'dashboard/upgrade-processing': <p>Upgrade page</p>,
};

function paymentSession(status = 'pending') {
  return {
    __typename: 'PaymentSession',
    id: 'pay-1',
    status,
    purpose: 'subscription',
    amount: 19,
    currency: 'USD',
    description: 'FlowVault Pro (monthly)',
    gateway: 'test',
  };
}

function sessionMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: { query: TestCheckoutPageDocument, variables: { sessionId: 'pay-1' } },
    result,
  };
}

/** An answer to Pay or Cancel, which are both asked with the payment's id. */
function settleMock(
  query: typeof TestCheckoutPagePayDocument | typeof TestCheckoutPageCancelDocument,
  result: MockLink.MockedResponse['result'],
  delay?: number,
): MockLink.MockedResponse {
  return { request: { query, variables: { input: { sessionId: 'pay-1' } } }, result, delay };
}

/** Where Pay or Cancel sends the payer. */
function redirectTo(field: 'completeTestPayment' | 'cancelTestPayment', redirectUrl: string) {
  return { data: { [field]: { __typename: 'PaymentRedirectPayload', redirectUrl } } };
}

function renderCheckout(
  mocks: MockLink.MockedResponse[],
  { signedIn = true, hold = [] as string[] } = {},
) {
  const session = signedIn ? [sessionUserMock(buildSessionUser())] : [];
  return renderApp('/checkout/test/pay-1', [...session, ...mocks], {
    token: signedIn ? 'token-ada' : undefined,
    routes: ROUTES,
    hold,
  });
}

describe('the test checkout page', () => {
  setUpAppTests();

  it('shows what is paid, and Pay goes where the API says', async () => {
    const user = userEvent.setup();
    const probe = renderCheckout(
      [
        sessionMock({ data: { paymentSession: paymentSession() } }),
        settleMock(
          TestCheckoutPagePayDocument,
          redirectTo('completeTestPayment', '/dashboard/upgrade-processing?session_id=pay-1'),
        ),
      ],
      // Pay is held in flight, so the test sees the busy page however fast the answer would come.
      { hold: ['TestCheckoutPagePay'] },
    );
    const card = await screen.findByRole('region', { name: 'Test checkout' });
    expect(card).toHaveTextContent('$19.00 USD');
    expect(card).toHaveTextContent('FlowVault Pro (monthly)');
    expect(card).toHaveTextContent('no money moves');

    await user.click(within(card).getByRole('button', { name: 'Pay' }));
    // Busy: neither button can be pressed again while Pay runs.
    expect(within(card).getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    probe.release('TestCheckoutPagePay');

    expect(await screen.findByText('Upgrade page')).toBeInTheDocument();
    expect(probe.pathname).toBe('/dashboard/upgrade-processing');
    expect(probe.search).toBe('?session_id=pay-1');
  });

  it('Cancel goes to the cancel page the API answers', async () => {
    const user = userEvent.setup();
    const probe = renderCheckout([
      sessionMock({ data: { paymentSession: paymentSession() } }),
      settleMock(
        TestCheckoutPageCancelDocument,
        redirectTo('cancelTestPayment', '/dashboard?payment=cancelled'),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(probe.search).toBe('?payment=cancelled');
  });

  it.each(['//evil.com/phish', '/\\evil.com', 'https://evil.com/', 'HTTP://EVIL.COM/x'])(
    'Pay never leaves the site, even when the API answers %j',
    async (redirectUrl) => {
      const user = userEvent.setup();
      const probe = renderCheckout([
        sessionMock({ data: { paymentSession: paymentSession() } }),
        settleMock(TestCheckoutPagePayDocument, redirectTo('completeTestPayment', redirectUrl)),
      ]);
      await user.click(await screen.findByRole('button', { name: 'Pay' }));
      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
      expect(probe.pathname).toBe('/dashboard');
    },
  );

  it("shows the API's reason when Pay is refused, and stays", async () => {
    const user = userEvent.setup();
    const probe = renderCheckout([
      sessionMock({ data: { paymentSession: paymentSession() } }),
      settleMock(TestCheckoutPagePayDocument, {
        errors: [
          {
            message: 'This payment was cancelled and cannot be paid',
            extensions: { code: 'CONFLICT' },
          },
        ],
      }),
      sessionMock({ data: { paymentSession: paymentSession('cancelled') } }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment was cancelled and cannot be paid',
    );
    expect(probe.pathname).toBe('/checkout/test/pay-1');
    expect(await screen.findByText('This payment was cancelled')).toBeInTheDocument();
  });

  it('says a settled payment is already complete, with the way to the dashboard', async () => {
    renderCheckout([sessionMock({ data: { paymentSession: paymentSession('paid') } })]);
    expect(await screen.findByText('This payment is already complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('says when the payment session does not exist', async () => {
    renderCheckout([
      sessionMock({
        errors: [{ message: 'Payment session not found', extensions: { code: 'NOT_FOUND' } }],
      }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment session not found');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it("asks a visitor to log in to an account's payment", async () => {
    renderCheckout([sessionMock(UNAUTHORIZED_RESULT)], { signedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please log in to continue with payment',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveTextContent('Sign in to continue with payment.');
  });
});
