import { Link } from 'react-router-dom';
import { Badge } from '../../../ui/badge';
import { Panel } from '../../../ui/panel';
import { displayNodeCount } from '../../../ui/format';
import type { RelatedTemplate } from '../template-detail.types';

/** Popular templates of the same category, each linking to its own detail page. */
export function RelatedTemplates({ templates }: { templates: RelatedTemplate[] }) {
  if (templates.length === 0) return null;
  return (
    <Panel className="detail-card" aria-labelledby="related-heading">
      <h2 id="related-heading" className="detail-card__title">
        Related Templates
      </h2>
      <ul className="related-list">
        {templates.map((related) => (
          <li key={related.id}>
            <Link className="related-list__item" to={`/template/${encodeURIComponent(related.id)}`}>
              <span className="related-list__name">{related.name}</span>
              <span className="related-list__meta">
                <Badge variant="tag">{related.complexity}</Badge>
                {displayNodeCount(related.nodeCount)} nodes · {related.triggerType}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
