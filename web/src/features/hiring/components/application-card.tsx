import { linkedCardId } from '../../../app/hooks/use-focus-linked-card';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { ApplicationCard_ApplicationFragmentDoc } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { PortfolioList } from '../../../ui/portfolio-list';
import { formatMoney } from '../../../ui/format';
import { reputationText } from '../hire-labels';
import type { Decision } from '../hooks/use-application-decision';
import { ApplicationStatusBadge } from './hire-badges';

export interface ApplicationCardProps {
  application: FragmentType<typeof ApplicationCard_ApplicationFragmentDoc>;
  /** Accept and Reject are offered (a pending application of a pending request). */
  decidable: boolean;
  /** The decision running on this application, if any. */
  deciding: Decision | null;
  /** Another application's decision runs: this one waits. */
  locked: boolean;
  onDecide(decision: Decision): void;
  /** The application a notification's link names: marked current, focused when it opens. */
  linked?: boolean;
}

/**
 * One expert's application as the client reads it in the Applications dialog: who the
 * expert is and their record, the proposal and its budget, their portfolio, and Accept or Reject
 * while it waits for an answer.
 */
export function ApplicationCard({
  application: applicationRef,
  decidable,
  deciding,
  locked,
  onDecide,
  linked = false,
}: ApplicationCardProps) {
  const application = getFragmentData(ApplicationCard_ApplicationFragmentDoc, applicationRef);
  const { expert, proposedBudget: budget } = application;
  const titleId = `application-${application.id}`;

  return (
    <article
      id={linkedCardId(application.id)}
      className={linked ? 'application-card application-card--linked' : 'application-card'}
      aria-labelledby={titleId}
      aria-current={linked || undefined}
      tabIndex={-1}
    >
      <header className="application-card__header">
        <div>
          <h3 id={titleId} className="application-card__name">
            {expert.name}
          </h3>
          <p className="application-card__who">
            {expert.title}
            <span aria-hidden="true"> · </span>
            {expert.location}
          </p>
          <p className="application-card__reputation">{reputationText(expert.reputation)}</p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </header>
      <dl className="application-card__proposal">
        <div>
          <dt>Proposed timeline</dt>
          <dd>{application.proposedTimeline}</dd>
        </div>
        <div>
          <dt>Proposed budget</dt>
          <dd>{formatMoney(budget.amount, budget.currency)}</dd>
        </div>
      </dl>
      <h4 className="application-card__label">Cover letter</h4>
      <p className="application-card__text">{application.coverLetter}</p>
      <h4 className="application-card__label">Relevant experience</h4>
      <p className="application-card__text">{application.relevantExperience}</p>
      <h4 className="application-card__label">Approach</h4>
      <p className="application-card__text">{application.approachDescription}</p>
      {budget.explanation && (
        <>
          <h4 className="application-card__label">Budget explanation</h4>
          <p className="application-card__text">{budget.explanation}</p>
        </>
      )}
      {application.relevantPortfolioItems.length > 0 && (
        <>
          <h4 className="application-card__label">Portfolio</h4>
          <PortfolioList items={application.relevantPortfolioItems} />
        </>
      )}
      {decidable && (
        <div className="application-card__actions">
          <Button
            size="sm"
            loading={deciding === 'accept'}
            disabled={locked || deciding !== null}
            icon={<Icon name="check" size={16} />}
            onClick={() => onDecide('accept')}
          >
            Accept
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={deciding === 'reject'}
            disabled={locked || deciding !== null}
            icon={<Icon name="x" size={16} />}
            onClick={() => onDecide('reject')}
          >
            Reject
          </Button>
        </div>
      )}
    </article>
  );
}
