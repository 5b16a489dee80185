import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminPaymentsPageDocument, AdminPaymentsPageRefundDocument } from '../../../gql/graphql';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import AdminPaymentsPage from '../pages/admin-payments-page';

const ADMIN = buildSessionUser({ role: 'admin', name: 'Ada Admin' });
const PAID = {
  __typename: 'AdminPayment',
  id: 'pay-1',
  status: 'paid',
  purpose: 'subscription',
  amount: 19,
  currency: 'USD',
  description: 'FlowVault Pro (monthly)',
  createdAt: '2026-04-14T09:00:00.000Z',
  receiptNumber: 'FV-000042',
  needsRefund: false,
  refundReason: null,
  payerName: 'Grace Hopper',
  payerEmail: 'grace@example.com',
};

function listMock(payments: unknown[], variables: Record<string, unknown> = { page: 1 }) {
  return {
    request: { query: AdminPaymentsPageDocument, variables },
    result: {
      data: {
        adminPayments: {
          __typename: 'AdminPaymentsPage',
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

/** The payments listed, once they are. */
async function listed() {
  const results = await screen.findByRole('region', { name: 'Payments found' });
  await within(results).findAllByText('FlowVault Pro (monthly)');
  return within(results).getAllByRole('listitem');
}

function renderPage(user = ADMIN, mocks: unknown[] = [], url = '/admin/payments') {
  return renderApp(url, [sessionUserMock(user), sessionUserMock(user), ...(mocks as never[])], {
    token: 'token-ada',
    routes: { 'admin/payments': <AdminPaymentsPage /> },
  });
}

describe('the admin Payments page', () => {
  setUpAppTests();

  it('lists payments with who paid, and a Refund for paid ones', async () => {
    renderPage(ADMIN, [
      listMock([PAID, { ...PAID, id: 'pay-2', status: 'refunded', refundReason: 'Twice' }]),
    ]);
    const items = await listed();
    expect(items[0]).toHaveTextContent('Grace Hopper <grace@example.com>');
    expect(items[0]).toHaveTextContent('$19.00 USD');
    expect(within(items[0]).getByRole('button', { name: /^Refund/ })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Refunded: Twice');
    expect(within(items[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for a reason, refunds, and reads the list again', async () => {
    const user = userEvent.setup();
    const probe = renderPage(ADMIN, [
      listMock([PAID]),
      {
        request: {
          query: AdminPaymentsPageRefundDocument,
          variables: { input: { paymentId: 'pay-1', reason: 'Charged twice' } },
        },
        result: {
          data: {
            refundPayment: {
              __typename: 'RefundPaymentPayload',
              payment: { __typename: 'PaymentHistoryEntry', id: 'pay-1', status: 'refunded' },
            },
          },
        },
      },
      listMock([{ ...PAID, status: 'refunded', refundReason: 'Charged twice' }]),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Refund FlowVault Pro/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give a reason');
    expect(timesSent(probe, 'AdminPaymentsPageRefund')).toBe(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded: Charged twice')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('filters through the address', async () => {
    const user = userEvent.setup();
    const probe = renderPage(ADMIN, [
      listMock([PAID]),
      listMock([], { status: 'refunded', page: 1 }),
    ]);
    await listed();
    await user.selectOptions(screen.getByLabelText('Status'), 'refunded');
    expect(await screen.findByText('No payments match these filters')).toBeInTheDocument();
    expect(probe.search).toBe('?status=refunded');
  });

  it('tells anyone but an admin the page is not for them', async () => {
    renderPage(buildSessionUser());
    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to view this page' }),
    ).toBeInTheDocument();
  });
});
