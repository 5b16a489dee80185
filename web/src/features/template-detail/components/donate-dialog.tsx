import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Modal } from '../../../ui/modal';
import { DONATION_AMOUNTS, donationUrl } from '../external-links';

export interface DonateDialogProps {
  open: boolean;
  onClose(): void;
}

/** The donation prompt: three fixed amounts, each a link to the payment provider in a new tab. */
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
    </Modal>
  );
}
