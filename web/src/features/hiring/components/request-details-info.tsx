import { useId } from 'react';
import { FactList } from '../../../ui/fact-list';
import type { RequestDetailsDialog_HireRequestFragment } from '../../../gql/graphql';
import { displayNodeCount, formatBudget } from '../../../ui/format';
import { formatNodeCount } from '../../templates/card-format';
import { URGENCY } from '../hire-labels';

type Request = RequestDetailsDialog_HireRequestFragment;

/**
 * What a request is about, in its details: the template, the company, the
 * project asked for and, once experts applied, how their applications stand.
 */
export function RequestDetailsInfo({ request }: { request: Request }) {
  const { template, applicationCounts: counts } = request;
  const id = useId();
  return (
    <>
      <section className="request-details__section" aria-labelledby={`${id}-template`}>
        <h3 id={`${id}-template`} className="request-details__heading">
          Template information
        </h3>
        {template ? (
          <FactList
            facts={[
              ['Category', template.category],
              ['Complexity', template.complexity],
              ['Nodes', formatNodeCount(displayNodeCount(template.nodeCount))],
              ['Trigger type', template.triggerType],
            ]}
          />
        ) : (
          <p>This template is no longer in the catalogue.</p>
        )}
      </section>
      <section className="request-details__section" aria-labelledby={`${id}-company`}>
        <h3 id={`${id}-company`} className="request-details__heading">
          Company information
        </h3>
        <FactList
          facts={[
            ['Industry', request.industry],
            ['Company size', request.companySize],
          ]}
        />
      </section>
      <section className="request-details__section" aria-labelledby={`${id}-project`}>
        <h3 id={`${id}-project`} className="request-details__heading">
          Project
        </h3>
        <FactList
          facts={[
            ['Timeline', request.timeline],
            ['Budget', formatBudget(request.budget)],
            ['Urgency', URGENCY[request.urgency].label],
          ]}
        />
        <h4 className="request-details__label">Business problem</h4>
        <p className="request-details__text">{request.businessProblem}</p>
        <h4 className="request-details__label">Requirements</h4>
        <p className="request-details__text">{request.requirements}</p>
      </section>
      {counts && counts.total > 0 && (
        <section className="request-details__section" aria-labelledby={`${id}-summary`}>
          <h3 id={`${id}-summary`} className="request-details__heading">
            Application summary
          </h3>
          <FactList
            facts={[
              ['Pending', String(counts.pending)],
              ['Accepted', String(counts.accepted)],
              ['Rejected', String(counts.rejected)],
            ]}
          />
        </section>
      )}
    </>
  );
}
