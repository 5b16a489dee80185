import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';

export interface RemovedSave {
  id: string;
  name: string;
  reason: string;
}

export interface MyTemplatesRemovedProps {
  removed: readonly RemovedSave[];
  isDismissing(id: string): boolean;
  onDismiss(id: string): void;
}

/**
 * Saves whose template left the catalogue: they no longer count against the plan, and each is
 * listed with the reason until dismissed (which deletes the save).
 */
export function MyTemplatesRemoved({ removed, isDismissing, onDismiss }: MyTemplatesRemovedProps) {
  if (removed.length === 0) return null;
  return (
    <ul className="my-templates-removed" aria-label="Removed from the catalogue">
      {removed.map((save) => (
        <li key={save.id} className="my-templates-removed__item">
          <Icon name="info" size={18} />
          <p className="my-templates-removed__text">
            &ldquo;{save.name}&rdquo;: {save.reason}
          </p>
          <Button
            variant="ghost"
            size="sm"
            loading={isDismissing(save.id)}
            onClick={() => onDismiss(save.id)}
          >
            Dismiss
          </Button>
        </li>
      ))}
    </ul>
  );
}
