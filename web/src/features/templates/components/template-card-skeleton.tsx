import { Skeleton } from '../../../ui/skeleton';
import './template-card.css';

/** A loading placeholder with the exact footprint of a TemplateCard, so nothing shifts. */
export function TemplateCardSkeleton() {
  return (
    <div className="template-card template-card--skeleton" aria-hidden="true">
      <div className="template-card__badges">
        <Skeleton width={64} height={22} radius={999} />
        <Skeleton width={84} height={22} radius={999} />
      </div>
      <div className="template-card__title">
        <Skeleton width="85%" height={18} />
        <Skeleton width="55%" height={18} />
      </div>
      <div className="template-card__description">
        <Skeleton height={13} />
        <Skeleton height={13} />
        <Skeleton width="70%" height={13} />
      </div>
      <div className="template-card__meta">
        <Skeleton width="80%" height={14} />
      </div>
      <div className="template-card__tags">
        <Skeleton width={70} height={20} />
        <Skeleton width={56} height={20} />
        <Skeleton width={64} height={20} />
      </div>
      <div className="template-card__actions">
        <Skeleton width="auto" height={34} radius={8} className="template-card__view" />
        <Skeleton width={80} height={34} radius={8} />
        <Skeleton height={34} radius={8} className="template-card__hire" />
      </div>
    </div>
  );
}
