import { useMemo } from 'react';
import { Panel } from '../../../ui/panel';
import { nodeTypeLookup, type NodeTypeRefs } from '../../workflow/node-type-lookup';
import { orderNodes, summarizeNodes } from '../../workflow/nodes';
import { readWorkflow } from '../../workflow/read-workflow';
import { WorkflowStep } from './workflow-step';

export interface WorkflowStructureProps {
  /** The template's n8n workflow JSON, as delivered by the API (untrusted shape). */
  workflow: unknown;
  /** What the API says about the workflow's node types (`Template.nodeTypes`). */
  nodeTypes: NodeTypeRefs;
}

/**
 * The Workflow Structure section: summary counts, then every step in reading order (row first,
 * then column). Sticky notes are not steps, so neither the counts nor the list include them.
 */
export function WorkflowStructure({ workflow, nodeTypes }: WorkflowStructureProps) {
  const { steps, summary } = useMemo(() => {
    const { nodes } = readWorkflow(workflow, nodeTypeLookup(nodeTypes));
    return { steps: orderNodes(nodes), summary: summarizeNodes(nodes) };
  }, [workflow, nodeTypes]);
  const stats = [
    { label: 'Total nodes', value: summary.total },
    { label: 'Triggers', value: summary.triggers },
    { label: 'API calls', value: summary.apiCalls },
    { label: 'Need credentials', value: summary.needCredentials },
  ];
  return (
    <Panel className="detail-card" aria-labelledby="workflow-structure-heading">
      <h2 id="workflow-structure-heading" className="detail-card__title">
        Workflow Structure
      </h2>
      <dl className="structure-summary">
        {stats.map((stat) => (
          <div key={stat.label} className="structure-summary__item">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {steps.length === 0 ? (
        <p className="detail-card__empty">This workflow has no steps to show.</p>
      ) : (
        <ol className="workflow-steps" aria-label="Workflow steps">
          {steps.map((node, index) => (
            <WorkflowStep key={`${index}-${node.name}`} node={node} step={index + 1} />
          ))}
        </ol>
      )}
    </Panel>
  );
}
