import { Badge } from '../../../ui/badge';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { stripHexTokens } from '../../workflow/text';
import { displayNodeCount } from '../../../ui/format';
import type { TemplateDetail } from '../template-detail.types';
import { N8nCompatibilityNote } from './n8n-compatibility-note';
import { TemplateActions } from './template-actions';

export interface TemplateHeaderProps {
  template: TemplateDetail;
}

/** The top of the detail page: what the template is, who made it, and what you can do with it. */
export function TemplateHeader({ template }: TemplateHeaderProps) {
  const nodeCount = displayNodeCount(template.nodeCount);
  return (
    <Panel as="header" className="template-detail__header">
      <div className="template-detail__eyebrow">
        <Badge tone="brand">{template.category}</Badge>
        <span className="template-detail__meta">
          <Icon name="layers" size={16} />
          {nodeCount} {nodeCount === 1 ? 'node' : 'nodes'}
        </span>
      </div>
      <h1 className="template-detail__title">{template.name}</h1>
      <p className="template-detail__author">
        <Icon name="user" size={16} />
        by {template.author}
      </p>
      <p className="template-detail__description">{stripHexTokens(template.description)}</p>
      <N8nCompatibilityNote template={template} />
      <TemplateActions template={template} />
    </Panel>
  );
}
