import { Badge, type BadgeTone } from '../../../ui/badge';
import type { Complexity } from '../../../gql/graphql';
import { Panel } from '../../../ui/panel';
import { formatLongDate } from '../../../ui/format';
import type { TemplateDetail } from '../template-detail.types';

const COMPLEXITY_TONE: Record<Complexity, BadgeTone> = {
  Simple: 'green',
  Medium: 'amber',
  Complex: 'red',
};

/** Every template is an automation workflow, so the type is a fixed value. */
const WORKFLOW_TYPE = 'Automation';

export interface WorkflowDetailsCardProps {
  template: Pick<TemplateDetail, 'triggerType' | 'complexity' | 'createdAt'>;
}

/** The Workflow Details facts: trigger, complexity, type and creation date. */
export function WorkflowDetailsCard({ template }: WorkflowDetailsCardProps) {
  return (
    <Panel className="detail-card" aria-labelledby="workflow-details-heading">
      <h2 id="workflow-details-heading" className="detail-card__title">
        Workflow Details
      </h2>
      <dl className="detail-facts">
        <div>
          <dt>Trigger</dt>
          <dd>
            <Badge tone="blue">{template.triggerType}</Badge>
          </dd>
        </div>
        <div>
          <dt>Complexity</dt>
          <dd>
            <Badge tone={COMPLEXITY_TONE[template.complexity] ?? 'neutral'}>
              {template.complexity}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{WORKFLOW_TYPE}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatLongDate(template.createdAt)}</dd>
        </div>
      </dl>
    </Panel>
  );
}
