import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DonateDialogDocument, DonateDialogStartDocument } from '../../../gql/graphql';
import { DonateDialog } from '../components/donate-dialog';

const GATEWAYS = {
  request: { query: DonateDialogDocument },
  result: {
    data: { paymentGateways: [{ __typename: 'PaymentGateway', id: 'test', name: 'test' }] },
  },
};

function startDonationMock(result: MockLink.MockedResponse['result']) {
  return {
    request: {
      query: DonateDialogStartDocument,
      variables: {
        input: {
          amount: 10,
          gateway: 'test',
          returnUrl: '/template/t-1?donation=thanks&session_id={CHECKOUT_SESSION_ID}',
          cancelUrl: '/template/t-1',
        },
      },
    },
    result,
  };
}

function renderDialog(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/template/t-1']}>
        <Routes>
          <Route path="/template/:id" element={<DonateDialog open onClose={() => undefined} />} />
          <Route path="/checkout/test/:sessionId" element={<p>Checkout page</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the donation dialog with a payment method', () => {
  it('opens a checkout for the amount that returns to the template page', async () => {
    const user = userEvent.setup();
    renderDialog([
      GATEWAYS,
      startDonationMock({
        data: {
          startDonation: {
            __typename: 'StartPaymentPayload',
            paymentUrl: '/checkout/test/don-1',
            status: 'pending',
          },
        },
      }),
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Support FlowVault' });
    const choices = await within(dialog).findAllByRole('button', { name: /^Donate/ });
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Donate 5 USD',
      'Donate 10 USD',
      'Donate 20 USD',
    ]);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Donate 10 USD' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('says so when the checkout cannot start, and lets the visitor try again', async () => {
    const user = userEvent.setup();
    renderDialog([GATEWAYS, startDonationMock({ errors: [{ message: 'boom' }] })]);
    await user.click(await screen.findByRole('button', { name: 'Donate 10 USD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process payment');
    expect(screen.getByRole('button', { name: 'Donate 10 USD' })).toBeEnabled();
  });
});
