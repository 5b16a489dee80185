import { useId, useState } from 'react';
import { Icon } from '../../../ui/icon';
import { NodeIcon } from '../../workflow/components/node-icon';
import { nodeVisual } from '../../workflow/node-visual';
import { usesCredentials } from '../../workflow/nodes';
import type { WorkflowNode } from '../../workflow/workflow.types';

export interface WorkflowStepProps {
  node: WorkflowNode;
  step: number;
}

/** One step of the workflow structure, with its technical details behind a disclosure button. */
export function WorkflowStep({ node, step }: WorkflowStepProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const visual = nodeVisual(node.nodeType.icon);
  const typeName = node.nodeType.displayName;
  const name = node.name || typeName;
  return (
    <li className="workflow-step">
      <div className="workflow-step__row">
        <span className="workflow-step__number" aria-label={`Step ${step}`}>
          {step}
        </span>
        <span className="workflow-step__icon" style={{ backgroundColor: visual.color }}>
          <NodeIcon icon={visual.icon} />
        </span>
        <span className="workflow-step__text">
          <span className="workflow-step__name">{name}</span>
          <span className="workflow-step__type">{typeName}</span>
        </span>
        <button
          type="button"
          className="workflow-step__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="visually-hidden">
            {open ? 'Hide' : 'Show'} details of {name}
          </span>
          <Icon name={open ? 'chevronUp' : 'chevronDown'} size={18} />
        </button>
      </div>
      <dl id={detailsId} className="workflow-step__details" hidden={!open}>
        <div>
          <dt>Node ID</dt>
          <dd>{node.id ?? 'Not set'}</dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd>{node.typeVersion ?? 'Not set'}</dd>
        </div>
        <div>
          <dt>Position</dt>
          <dd>{node.position ? `${node.position[0]}, ${node.position[1]}` : 'Not set'}</dd>
        </div>
        <div>
          <dt>Uses credentials</dt>
          <dd>{usesCredentials(node) ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Parameters</dt>
          <dd>{Object.keys(node.parameters ?? {}).length}</dd>
        </div>
      </dl>
    </li>
  );
}
