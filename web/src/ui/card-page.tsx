import type { ReactNode } from 'react';
import './card-page.css';

export interface CardPageProps {
  /** The id of the card's `h1`, which names it. */
  titleId: string;
  children: ReactNode;
}

/**
 * A page of one centred card: what a link from an email opens (a password reset, an
 * unsubscribe). The card is a section named by its heading.
 */
export function CardPage({ titleId, children }: CardPageProps) {
  return (
    <div className="card-page container">
      <section className="card-page__card" aria-labelledby={titleId}>
        {children}
      </section>
    </div>
  );
}
