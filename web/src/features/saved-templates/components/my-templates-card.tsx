import { Link } from 'react-router-dom';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { MyTemplatesCard_SavedTemplateFragmentDoc } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button, buttonClassName } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { Skeleton } from '../../../ui/skeleton';
import { HireExpertButton } from '../../hiring/components/hire-expert-button';
import { COMPLEXITY_TONE, formatNodeCount, formatUpdatedDate } from '../../templates/card-format';
import { displayNodeCount } from '../../../ui/format';
import { stripHexTokens } from '../../workflow/text';
import type { MyTemplatesLayout } from '../my-templates-view';

export interface MyTemplatesCardProps {
  saved: FragmentType<typeof MyTemplatesCard_SavedTemplateFragmentDoc>;
  layout: MyTemplatesLayout;
  downloading: boolean;
  removing: boolean;
  /** An open hire request exists for the template: Hire an Expert reads Request Submitted. */
  hireRequested?: boolean;
  onDownload(templateId: string, name: string): void;
  onRemove(save: { id: string; templateId: string; name: string }): void;
  onHireExpert(templateId: string, name: string): void;
}

/**
 * One saved template: what it is, when it was saved, and the actions on it. A save whose
 * template left the catalogue a moment ago has no template and is not drawn; the next load lists
 * it among the removed ones.
 */
export function MyTemplatesCard({
  saved: savedRef,
  layout,
  downloading,
  removing,
  hireRequested = false,
  onDownload,
  onRemove,
  onHireExpert,
}: MyTemplatesCardProps) {
  const saved = getFragmentData(MyTemplatesCard_SavedTemplateFragmentDoc, savedRef);
  const template = saved.template;
  if (!template) return null;

  // The API always sends both, but a record written before they existed shows the defaults.
  const complexity = template.complexity ?? 'Medium';
  const description = stripHexTokens(template.description ?? '');
  const savedOn = formatUpdatedDate(saved.createdAt);
  const titleId = `my-templates-card-${saved.id}`;

  return (
    <Panel
      as="article"
      className={`my-templates-card my-templates-card--${layout}`}
      aria-labelledby={titleId}
    >
      <div className="my-templates-card__body">
        <div className="my-templates-card__badges">
          <Badge tone={COMPLEXITY_TONE[complexity]}>{complexity}</Badge>
          <Badge variant="tag" tone="brand">
            {template.category}
          </Badge>
        </div>
        <h3 id={titleId} className="my-templates-card__title">
          {template.name}
        </h3>
        <p
          className={
            description
              ? 'my-templates-card__description'
              : 'my-templates-card__description is-empty'
          }
        >
          {description || 'No description yet.'}
        </p>
        <ul className="my-templates-card__meta" aria-label="Details">
          <li>
            <Icon name="layers" size={14} />
            {formatNodeCount(displayNodeCount(template.nodeCount))}
          </li>
          {savedOn && (
            <li>
              <Icon name="bookmark" size={14} />
              Saved {savedOn}
            </li>
          )}
        </ul>
      </div>

      <div className="my-templates-card__actions">
        <Link
          to={`/template/${encodeURIComponent(saved.templateId)}`}
          className={buttonClassName({ variant: 'primary', size: 'sm' }, 'my-templates-card__view')}
        >
          <Icon name="eye" size={16} />
          View
        </Link>
        <Button
          variant="secondary"
          size="sm"
          loading={downloading}
          icon={<Icon name="download" size={16} />}
          onClick={() => onDownload(saved.templateId, template.name)}
        >
          Download JSON
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={removing}
          icon={<Icon name="x" size={16} />}
          onClick={() =>
            onRemove({ id: saved.id, templateId: saved.templateId, name: template.name })
          }
        >
          Remove
        </Button>
        <HireExpertButton
          variant="light"
          size="sm"
          className="my-templates-card__hire"
          requested={hireRequested}
          label={layout === 'list' ? 'Hire Expert' : 'Hire an Expert'}
          onClick={() => onHireExpert(saved.templateId, template.name)}
        />
      </div>
    </Panel>
  );
}

/** A loading placeholder with the footprint of a grid card. */
export function MyTemplatesCardSkeleton() {
  return (
    <Panel
      as="div"
      className="my-templates-card my-templates-card--grid my-templates-card--skeleton"
    >
      <div className="my-templates-card__body">
        <div className="my-templates-card__badges">
          <Skeleton width={64} height={22} radius={999} />
          <Skeleton width={84} height={22} radius={999} />
        </div>
        <Skeleton width="75%" height={18} />
        <div className="my-templates-card__description">
          <Skeleton height={13} />
          <Skeleton height={13} />
          <Skeleton width="60%" height={13} />
        </div>
        <Skeleton width="50%" height={14} />
      </div>
      <div className="my-templates-card__actions">
        <Skeleton width={72} height={34} radius={8} />
        <Skeleton width={130} height={34} radius={8} />
        <Skeleton height={34} radius={8} />
      </div>
    </Panel>
  );
}
