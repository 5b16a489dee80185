import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { OverviewSectionDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { SectionState } from '../../../ui/section-state';
import { Spinner } from '../../../ui/spinner';
import { overviewCards, type OverviewCard } from '../overview-figures';
import './overview-section.css';

/**
 * The dashboard's Overview section (docs/product/dashboard.md): the account's own figures, a card
 * each, every card a link to the section it sums up.
 */
export function OverviewSection() {
  const { data, loading, error, refetch } = useQuery(OverviewSectionDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const overview = data?.dashboardOverview;

  return (
    <Panel className="overview-section" aria-labelledby="overview-section-title">
      <h2 id="overview-section-title" className="overview-section__title">
        Overview
      </h2>
      <p className="overview-section__intro">
        Your templates, plan, projects and notices at a glance.
      </p>
      {loading && !overview ? (
        <div className="overview-section__loading">
          <Spinner size={28} label="Loading your overview" />
        </div>
      ) : error || !overview ? (
        <SectionState
          icon="grid"
          title="Failed to load your overview"
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch().catch(() => {})}>
              Try Again
            </Button>
          }
        />
      ) : (
        <ul className="overview-section__cards">
          {overviewCards(overview).map((card) => (
            <li key={card.key}>
              <FigureCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function FigureCard({ card }: { card: OverviewCard }) {
  const titleId = `overview-card-${card.key}`;
  return (
    <article className="overview-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="overview-card__title">
        {card.title}
      </h3>
      <p className="overview-card__value">{card.value}</p>
      <p className="overview-card__detail">{card.detail}</p>
      {card.breakdown.length > 0 && (
        <ul className="overview-card__breakdown" aria-label={`${card.title} by status`}>
          {card.breakdown.map(([label, count]) => (
            <li key={label}>
              {label} {count.toLocaleString('en-US')}
            </li>
          ))}
        </ul>
      )}
      <Link to={card.link.to} className="overview-card__link">
        {card.link.label}
        <Icon name="arrowRight" size={16} />
      </Link>
    </article>
  );
}
