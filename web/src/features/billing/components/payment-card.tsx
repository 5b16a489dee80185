import { useId, type ReactNode } from 'react';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import type { ConfirmationState } from '../hooks/use-confirmation-run';

/** Where a payment stands, which colours the card's icon. */
export type PaymentPhase = ConfirmationState['phase'];

export interface PaymentCardProps {
  phase: PaymentPhase;
  /** Drawn in the round tile above the title. */
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** The one centred card of the checkout and confirmation pages, named by its heading. */
export function PaymentCard({ phase, icon, title, children }: PaymentCardProps) {
  const titleId = useId();
  return (
    <section className={`payment-card payment-card--${phase}`} aria-labelledby={titleId}>
      <span className="payment-card__icon">{icon}</span>
      <h1 id={titleId} className="payment-card__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

export interface ConfirmationCardProps {
  phase: PaymentPhase;
  title: string;
  /** Announced: as an alert when something went wrong, else as a status. */
  message: string;
  /** The way on, under the message. */
  children?: ReactNode;
}

/** A confirmation page's card: a spinner while it works, then a tick or a warning. */
export function ConfirmationCard({ phase, title, message, children }: ConfirmationCardProps) {
  const icon =
    phase === 'processing' ? (
      <Spinner size={28} />
    ) : (
      <Icon name={phase === 'success' ? 'check' : 'alertTriangle'} size={28} />
    );
  return (
    <PaymentCard phase={phase} icon={icon} title={title}>
      <p className="payment-card__text" role={phase === 'error' ? 'alert' : 'status'}>
        {message}
      </p>
      {children}
    </PaymentCard>
  );
}
