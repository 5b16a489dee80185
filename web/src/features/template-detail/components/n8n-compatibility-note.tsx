import { Icon } from '../../../ui/icon';
import { IMPORTS_CLEANLY } from '../../templates/card-format';
import type { TemplateDetail } from '../template-detail.types';

export interface N8nCompatibilityNoteProps {
  template: Pick<TemplateDetail, 'n8nCompatibility' | 'n8nObstacles'>;
}

/**
 * Whether the template imports into n8n 1.x as it is, or everything that stands in the way (a
 * community node to install, a node type n8n does not have). Nothing for a template not checked.
 */
export function N8nCompatibilityNote({ template }: N8nCompatibilityNoteProps) {
  if (template.n8nCompatibility === 'Clean') {
    return (
      <p className="template-detail__n8n is-clean">
        <Icon name="check" size={16} />
        {IMPORTS_CLEANLY}
      </p>
    );
  }
  if (template.n8nCompatibility !== 'Blocked') return null;
  return (
    <div className="template-detail__n8n is-blocked">
      <p className="template-detail__n8n-title">
        <Icon name="alertTriangle" size={16} />
        Before it imports into n8n 1.x:
      </p>
      <ul>
        {template.n8nObstacles.map((obstacle) => (
          <li key={obstacle}>{obstacle}</li>
        ))}
      </ul>
    </div>
  );
}
