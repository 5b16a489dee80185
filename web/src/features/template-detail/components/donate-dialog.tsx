import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DonateDialogDocument, DonateDialogStartDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { PAYMENT_MESSAGES, paymentProblemText } from '../../billing/payment-messages';
import { goToPaymentPage } from '../../billing/payment-redirect';
import { DONATION_AMOUNTS, donationUrl } from '../external-links';

export interface DonateDialogProps {
  open: boolean;
  onClose(): void;
}

/** Without a payment method of our own: each amount links to the external donation page. */
function ExternalDonations() {
  return (
    <ul className="donate-options">
      {DONATION_AMOUNTS.map((amount) => (
        <li key={amount}>
          <a
            className="donate-options__choice"
            href={donationUrl(amount)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Donate {amount} USD
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * With a payment method: each amount opens a checkout through the first one, which returns to
 * this template page with `?donation=thanks` and the payment's id, for DonationThanks to read.
 */
function CheckoutDonations({ gateway }: { gateway: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [startDonation] = useMutation(DonateDialogStartDocument);
  const [starting, setStarting] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function donate(amount: number) {
    if (starting !== null) return;
    setStarting(amount);
    setProblem(null);
    try {
      const { data } = await startDonation({
        variables: {
          input: {
            amount,
            gateway,
            returnUrl: `${pathname}?donation=thanks&session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: pathname,
          },
        },
      });
      const paymentUrl = data?.startDonation.paymentUrl;
      if (!paymentUrl) throw new Error('The donation answered without a checkout');
      goToPaymentPage(paymentUrl, navigate);
    } catch (error) {
      const { paymentError, paymentSignIn } = PAYMENT_MESSAGES;
      setProblem(paymentProblemText(error, paymentError, paymentSignIn));
      setStarting(null);
    }
  }

  return (
    <>
      {problem && (
        <div className="donate-options__problem">
          <FormMessage tone="error">{problem}</FormMessage>
        </div>
      )}
      <ul className="donate-options">
        {DONATION_AMOUNTS.map((amount) => (
          <li key={amount}>
            <Button
              variant="secondary"
              block
              loading={starting === amount}
              disabled={starting !== null}
              onClick={() => void donate(amount)}
            >
              Donate {amount} USD
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The amounts on offer, through our checkout when a payment method is configured. */
function DonationChoices() {
  const { data, loading } = useQuery(DonateDialogDocument);
  if (loading && !data) {
    return (
      <div className="donate-options__loading">
        <Spinner size={24} label="Loading payment options" />
      </div>
    );
  }
  const gateway = data?.paymentGateways[0];
  return gateway ? <CheckoutDonations gateway={gateway.name} /> : <ExternalDonations />;
}

/** The donation prompt: three fixed amounts (5, 10 or 20 USD). */
export function DonateDialog({ open, onClose }: DonateDialogProps) {
  return (
    <Modal
      open={open}
      title="Support FlowVault"
      onClose={onClose}
      media={<Icon name="dollar" size={28} />}
      footer={
        <Button variant="ghost" onClick={onClose}>
          Maybe later
        </Button>
      }
    >
      <p>
        FlowVault is a free community project. A small donation keeps the vault online and the
        templates growing.
      </p>
      <DonationChoices />
    </Modal>
  );
}
