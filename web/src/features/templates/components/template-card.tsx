import { Link } from 'react-router-dom';
import { getFragmentData, type FragmentType } from '../../../gql-home/fragment-masking';
import { TemplateCard_TemplateFragmentDoc } from '../../../gql-home/graphql';
import { Badge } from '../../../ui/badge';
import { Button, buttonClassName } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { HireExpertButton } from '../../hiring/components/hire-expert-button';
import { stripHexTokens } from '../../workflow/text';
import {
  cardTags,
  COMPLEXITY_TONE,
  formatNodeCount,
  formatUpdatedDate,
  n8nCompatibilityLine,
} from '../card-format';
import './template-card.css';

export interface TemplateCardProps {
  template: FragmentType<typeof TemplateCard_TemplateFragmentDoc>;
  /** Whether the visitor saved this template; drives the Save toggle and the Diagram button. */
  saved?: boolean;
  /** A save or an unsave of this template is running: the toggle shows a spinner. */
  saving?: boolean;
  signedIn?: boolean;
  /** The visitor already has an open hire request for it: Hire an Expert reads Request Submitted. */
  hireRequested?: boolean;
  /** The services a search named: those this template uses are highlighted, as why it matched. */
  namedServices?: readonly string[];
  /** Fade-in delay in milliseconds, so a page of cards appears as a cascade. */
  fadeInDelayMs?: number;
  onToggleSave(templateId: string): void;
  onHireExpert(templateId: string): void;
  onDiagram?(templateId: string): void;
}

/**
 * One template in a grid: what it is, how big, how it starts,
 * and the actions on it. Diagram only appears for a saved template of a signed-in visitor.
 */
export function TemplateCard({
  template: templateRef,
  saved = false,
  saving = false,
  signedIn = false,
  hireRequested = false,
  namedServices = [],
  fadeInDelayMs = 0,
  onToggleSave,
  onHireExpert,
  onDiagram,
}: TemplateCardProps) {
  const template = getFragmentData(TemplateCard_TemplateFragmentDoc, templateRef);
  const description = stripHexTokens(template.description);
  const tags = cardTags(template.tags, template.category);
  const updated = formatUpdatedDate(template.updatedAt);
  const titleId = `template-card-${template.id}`;
  const matched = template.integrations.filter((name) => namedServices.includes(name));
  const n8n = n8nCompatibilityLine(template.n8nCompatibility, template.n8nObstacles);

  return (
    <article
      className="template-card"
      style={{ animationDelay: `${fadeInDelayMs}ms` }}
      aria-labelledby={titleId}
    >
      <div className="template-card__badges">
        <Badge tone={COMPLEXITY_TONE[template.complexity]}>{template.complexity}</Badge>
        <Badge tone="blue" icon={<Icon name="zap" size={12} />}>
          {template.triggerType}
        </Badge>
      </div>

      <h3 id={titleId} className="template-card__title">
        {template.name}
      </h3>
      <p
        className={
          description ? 'template-card__description' : 'template-card__description is-empty'
        }
      >
        {description || 'No description yet.'}
      </p>

      {matched.length > 0 && (
        <p className="template-card__matched">
          <span className="visually-hidden">Matches your search: </span>
          Uses {matched.map((name, index) => [index > 0 && ', ', <mark key={name}>{name}</mark>])}
        </p>
      )}

      <ul className="template-card__meta" aria-label="Details">
        <li>
          <Icon name="layers" size={14} />
          {formatNodeCount(template.nodeCount)}
        </li>
        {updated && (
          <li>
            <Icon name="clock" size={14} />
            <span className="visually-hidden">Updated </span>
            {updated}
          </li>
        )}
        <li className="template-card__author">
          <Icon name="user" size={14} />
          <span className="visually-hidden">Author </span>
          {template.author}
        </li>
      </ul>

      {n8n && (
        <p className={`template-card__n8n is-${template.n8nCompatibility!.toLowerCase()}`}>
          <Icon
            name={template.n8nCompatibility === 'Clean' ? 'check' : 'alertTriangle'}
            size={14}
          />
          {n8n}
        </p>
      )}

      <ul className="template-card__tags" aria-label="Category and tags">
        <li>
          <Badge variant="tag" tone="brand">
            {template.category.toLowerCase()}
          </Badge>
        </li>
        {tags.shown.map((tag) => (
          <li key={tag}>
            <Badge variant="tag">{tag}</Badge>
          </li>
        ))}
        {tags.more && (
          <li>
            <Badge variant="tag" className="template-card__more">
              {tags.more}
            </Badge>
          </li>
        )}
      </ul>

      <div className="template-card__actions">
        <Link
          to={`/template/${encodeURIComponent(template.id)}`}
          className={buttonClassName({ variant: 'primary', size: 'sm' }, 'template-card__view')}
        >
          View Details
        </Link>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={saved}
          loading={saving}
          icon={<Icon name="bookmark" size={16} fill={saved ? 'currentColor' : 'none'} />}
          onClick={() => onToggleSave(template.id)}
        >
          {saved ? 'Saved' : 'Save'}
        </Button>
        {saved && signedIn && onDiagram && (
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="share" size={16} />}
            onClick={() => onDiagram(template.id)}
          >
            Diagram
          </Button>
        )}
        <HireExpertButton
          variant="light"
          size="sm"
          className="template-card__hire"
          requested={hireRequested}
          onClick={() => onHireExpert(template.id)}
        />
      </div>
    </article>
  );
}
