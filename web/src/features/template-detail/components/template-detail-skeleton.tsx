import { Panel } from '../../../ui/panel';
import { Skeleton } from '../../../ui/skeleton';

/** The loading state: the page's layout in placeholders, so nothing jumps when data arrives. */
export function TemplateDetailSkeleton() {
  return (
    <div
      className="template-detail container"
      role="status"
      aria-busy="true"
      aria-label="Loading template"
    >
      <Skeleton width={160} height={20} />
      <Panel as="div" className="template-detail__header">
        <Skeleton width={120} height={22} radius={999} />
        <Skeleton width="70%" height={36} />
        <Skeleton width={180} height={18} />
        <Skeleton height={16} />
        <Skeleton width="85%" height={16} />
        <div className="template-detail__actions">
          {[150, 140, 140, 110].map((width, index) => (
            <Skeleton key={index} width={width} height={40} radius={8} />
          ))}
        </div>
      </Panel>
      <div className="template-detail__layout">
        <div className="template-detail__main">
          <Skeleton height={320} radius={12} />
          <Skeleton height={180} radius={12} />
          <Skeleton height={260} radius={12} />
        </div>
        <div className="template-detail__side">
          <Skeleton height={200} radius={12} />
          <Skeleton height={160} radius={12} />
        </div>
      </div>
    </div>
  );
}
