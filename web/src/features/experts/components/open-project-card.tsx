import { useId } from 'react';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { OpenProjectCard_ProjectFragmentDoc } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { countOf, formatBudget, relativeAge } from '../../../ui/format';
import type { ApplyTarget } from './apply-dialog';
import { UrgencyBadge } from '../../hiring/components/hire-badges';
import { TemplateFacts } from './template-facts';

export interface OpenProjectCardProps {
  project: FragmentType<typeof OpenProjectCard_ProjectFragmentDoc>;
  onApply(target: ApplyTarget): void;
}

/**
 * A pending request on the expert board: the template, what the client needs, their budget and
 * timeline, and how many experts applied. The client is never named: the API sends no identity.
 */
export function OpenProjectCard({ project: ref, onApply }: OpenProjectCardProps) {
  const project = getFragmentData(OpenProjectCard_ProjectFragmentDoc, ref);
  const titleId = useId();
  const template = project.template;
  const applications = project.applicationCount;
  return (
    <Panel as="article" className="open-project" aria-labelledby={titleId}>
      <div className="open-project__top">
        <UrgencyBadge urgency={project.urgency} />
        <span className="open-project__age">
          Posted {relativeAge(project.createdAt, { upTo: 'months' }).toLowerCase()}
        </span>
      </div>
      <h2 id={titleId} className="open-project__title">
        {project.templateName}
      </h2>
      <dl className="open-project__facts">
        <div>
          <dt>Budget</dt>
          <dd>{formatBudget(project.budget)}</dd>
        </div>
        <div>
          <dt>Timeline</dt>
          <dd>{project.timeline}</dd>
        </div>
        <div>
          <dt>Industry</dt>
          <dd>{project.industry}</dd>
        </div>
        <div>
          <dt>Company size</dt>
          <dd>{project.companySize}</dd>
        </div>
      </dl>
      <div className="open-project__block">
        <h3>Business problem</h3>
        <p>{project.businessProblem}</p>
      </div>
      <div className="open-project__block">
        <h3>Requirements</h3>
        <p>{project.requirements}</p>
      </div>
      <TemplateFacts template={template} className="open-project__meta">
        <li>
          <Icon name="users" size={14} />
          {countOf(applications, 'application')}
        </li>
      </TemplateFacts>
      <div className="open-project__actions">
        {project.hasApplied ? (
          <Button variant="secondary" disabled icon={<Icon name="check" size={16} />}>
            Applied
          </Button>
        ) : (
          <Button
            icon={<Icon name="send" size={16} />}
            onClick={() =>
              onApply({
                id: project.id,
                templateName: project.templateName,
                currency: project.budget?.currency,
                businessProblem: project.businessProblem,
                requirements: project.requirements,
              })
            }
            aria-describedby={titleId}
          >
            Apply
          </Button>
        )}
      </div>
    </Panel>
  );
}
