import { ExternalLink } from '../../../ui/external-link';
import { formatLongDate } from '../../../ui/format';
import { FormMessage } from '../../../ui/form-message';
import { useAddDeliverable } from '../hooks/use-add-deliverable';
import type { WorkspaceDeliverable } from '../hooks/use-project-workspace';
import type { ProjectViewer } from '../project-viewer';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { DeliverableForm } from './deliverable-form';

/** The Deliverables tab: what the expert handed over; the expert adds more. */
export function DeliverablesTab({
  requestId,
  deliverables,
  viewer,
  readOnly,
  onStale,
}: {
  requestId: string;
  /** The project is no longer active: nothing is added. */
  readOnly: boolean;
  /** Reads the workspace again after a refusal because it moved on. */
  onStale(): void;
  deliverables: readonly WorkspaceDeliverable[];
  viewer: ProjectViewer;
}) {
  const adding = useAddDeliverable(requestId, onStale);
  return (
    <div className="workspace-tab">
      {adding.problem && (
        <FormMessage tone="error" onDismiss={adding.dismissProblem}>
          {adding.problem}
        </FormMessage>
      )}
      {viewer === 'expert' && !readOnly && (
        <DeliverableForm
          adding={adding.adding}
          problems={adding.fieldProblems}
          onAdd={adding.add}
        />
      )}
      {deliverables.length === 0 ? (
        <p className="workspace-tab__empty">{WORKSPACE_MESSAGES.noDeliverables}</p>
      ) : (
        <ul className="workspace-list" aria-label="Deliverables">
          {deliverables.map((deliverable) => (
            <li key={deliverable.id} className="workspace-item">
              <p className="workspace-item__title">
                <ExternalLink href={deliverable.url}>{deliverable.title}</ExternalLink>
              </p>
              {deliverable.note && <p className="workspace-item__text">{deliverable.note}</p>}
              <p className="workspace-item__meta">
                Delivered {formatLongDate(deliverable.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
