import type { ReactNode } from 'react';
import { Badge } from '../../../ui/badge';
import { Icon } from '../../../ui/icon';
import { displayNodeCount } from '../../../ui/format';
import { formatNodeCount } from '../../templates/card-format';

/** What a project card shows of its template; null when the template is gone from the catalogue. */
export interface TemplateFactsOf {
  nodeCount?: number | null;
  category: string;
  complexity: string;
}

export interface TemplateFactsProps {
  template: TemplateFactsOf | null | undefined;
  className: string;
  /** Facts of the card's own, as list items after the template's. */
  children?: ReactNode;
}

/** A project's template at a glance on the expert's cards: node count, category, complexity. */
export function TemplateFacts({ template, className, children }: TemplateFactsProps) {
  return (
    <ul className={className} aria-label="Template">
      <li>
        <Icon name="layers" size={14} />
        {formatNodeCount(displayNodeCount(template?.nodeCount))}
      </li>
      {template && (
        <>
          <li>
            <Badge variant="tag" tone="brand">
              {template.category}
            </Badge>
          </li>
          <li>
            <Badge variant="tag">{template.complexity}</Badge>
          </li>
        </>
      )}
      {children}
    </ul>
  );
}
