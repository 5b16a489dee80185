import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentHistorySectionDocument } from '../../../gql/graphql';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
} from '../../accounts/__tests__/session-fixture';
import { PaymentHistorySection } from '../components/payment-history-section';

const PAID = {
  __typename: 'PaymentHistoryEntry',
  id: 'pay-1',
  status: 'paid',
  purpose: 'subscription',
  amount: 19,
  currency: 'USD',
  description: 'FlowVault Pro (monthly)',
  createdAt: '2026-04-14T09:00:00.000Z',
  receiptNumber: 'FV-000042',
};
const PENDING = {
  ...PAID,
  id: 'pay-2',
  status: 'pending',
  purpose: 'hire_request',
  amount: 250.5,
  description: 'Hire: CRM sync',
  receiptNumber: null,
};

function historyMock(payments: unknown[]) {
  return {
    request: { query: PaymentHistorySectionDocument, variables: { page: 1, limit: 20 } },
    result: {
      data: {
        paymentHistory: {
          __typename: 'PaymentHistoryPage',
          payments,
          pagination: {
            __typename: 'Pagination',
            currentPage: 1,
            totalPages: 1,
            totalItems: payments.length,
          },
        },
      },
    },
  };
}

function renderSection(mocks: unknown[]) {
  const user = buildSessionUser();
  return renderApp(
    '/dashboard?section=payments',
    [sessionUserMock(user), sessionUserMock(user), ...(mocks as never[])],
    { token: 'token-ada', routes: { dashboard: <PaymentHistorySection /> } },
  );
}

/** jsdom has no fetch: the receipt's answer, as much of a Response as the download reads. */
function answerReceipt(status: number, fileName = 'flowvault-receipt-FV-000042.pdf') {
  const fetched = jest.fn(async () => ({
    ok: status === 200,
    status,
    headers: new Headers({ 'content-disposition': `attachment; filename="${fileName}"` }),
    blob: async () => new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
  }));
  globalThis.fetch = fetched as unknown as typeof fetch;
  return fetched;
}

describe('the Payments section', () => {
  setUpAppTests();
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('lists each payment with its date, kind, amount and status, and a receipt only once paid', async () => {
    renderSection([historyMock([PENDING, PAID])]);
    const section = await screen.findByRole('region', { name: 'Payments' });
    await within(section).findByText('Hire: CRM sync');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Hire: CRM sync');
    expect(items[0]).toHaveTextContent('Hire payment');
    expect(items[0]).toHaveTextContent('$250.50 USD');
    expect(items[0]).toHaveTextContent('Pending');
    expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('April 14, 2026 · Plan · Receipt FV-000042');
    expect(items[1]).toHaveTextContent('Paid');
    expect(
      within(items[1]).getByRole('button', { name: 'Download receipt FV-000042' }),
    ).toBeInTheDocument();
  });

  it('downloads the receipt with the session token and saves it under the name the API gives', async () => {
    const fetched = answerReceipt(200);
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('flowvault-receipt-FV-000042.pdf');
    });
    const user = userEvent.setup();
    renderSection([historyMock([PAID])]);
    await user.click(await screen.findByRole('button', { name: 'Download receipt FV-000042' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(fetched).toHaveBeenCalledWith('/api/payments/pay-1/receipt', {
      headers: { authorization: 'Bearer token-ada' },
    });
  });

  it('says when a receipt cannot be fetched', async () => {
    answerReceipt(404);
    const user = userEvent.setup();
    renderSection([historyMock([PAID])]);
    await user.click(await screen.findByRole('button', { name: 'Download receipt FV-000042' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not download the receipt. Please try again.',
    );
  });

  it('says so when there are no payments yet', async () => {
    renderSection([historyMock([])]);
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  });

  it('offers Try Again when the list cannot be loaded', async () => {
    renderSection([
      {
        request: { query: PaymentHistorySectionDocument, variables: { page: 1, limit: 20 } },
        error: new Error('offline'),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your payments');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
