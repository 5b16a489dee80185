import { Badge } from '../../../ui/badge';
import { Icon, type IconName } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { HIRE_MESSAGES } from '../hire-messages';
import { REQUEST_STATUS } from '../hire-labels';
import {
  hasWorkspace,
  projectTiles,
  type ManagedRequest,
  type ProjectTile,
} from '../request-management';

/** What a tile says it is for. */
const TILES: Record<ProjectTile, { title: string; text: string; icon: IconName }> = {
  monitoring: { title: 'Project Monitoring', text: 'Follow the progress', icon: 'trendingUp' },
  requirements: { title: 'Requirements', text: 'Questions and answers', icon: 'filePlus' },
  chat: { title: 'Anonymous Chat', text: 'Talk to your expert', icon: 'message' },
  selectExpert: { title: 'Select Expert', text: 'Applications are waiting', icon: 'users' },
  payment: { title: 'Process Payment', text: 'Pay & Activate', icon: 'dollar' },
  status: { title: 'Project Status', text: '', icon: 'info' },
};

/** The tiles that only tell something, and their sentence (Requirements: until there is a workspace). */
const NOTICES: Partial<Record<ProjectTile, string>> = {
  monitoring: HIRE_MESSAGES.monitoring,
  requirements: HIRE_MESSAGES.requirements,
  selectExpert: HIRE_MESSAGES.selectExpert,
};

export interface ProjectTilesProps {
  request: ManagedRequest;
  paying: boolean;
  onNotice(text: string): void;
  onPay(): void;
  /** Opens the Anonymous Chat. */
  onChat(): void;
  /** Opens Project Management on its Requirements tab (a project with a workspace). */
  onRequirements(): void;
}

/**
 * The project management panel of a request: one tile per thing to do or know, shown by the
 * request's state (`projectTiles`). Tiles that only tell something say it when pressed;
 * Requirements opens the project's Requirements tab once the project has a workspace.
 */
export function ProjectTiles({
  request,
  paying,
  onNotice,
  onPay,
  onChat,
  onRequirements,
}: ProjectTilesProps) {
  const status = REQUEST_STATUS[request.status];
  return (
    <ul className="project-tiles" aria-label="Project management">
      {projectTiles(request).map((tile) => {
        const { title, text, icon } = TILES[tile];
        if (tile === 'status') {
          return (
            <li key={tile} className="project-tile project-tile--static">
              <Icon name={icon} size={20} />
              <span className="project-tile__title">{title}</span>
              <Badge tone={status.tone}>{status.label}</Badge>
            </li>
          );
        }
        const notice = tile === 'requirements' && hasWorkspace(request) ? undefined : NOTICES[tile];
        return (
          <li key={tile}>
            <button
              type="button"
              className={tile === 'payment' ? 'project-tile project-tile--primary' : 'project-tile'}
              disabled={tile === 'payment' && paying}
              aria-busy={(tile === 'payment' && paying) || undefined}
              onClick={() => {
                if (notice) onNotice(notice);
                else if (tile === 'chat') onChat();
                else if (tile === 'requirements') onRequirements();
                else onPay();
              }}
            >
              {tile === 'payment' && paying ? (
                <Spinner size={20} />
              ) : (
                <Icon name={icon} size={20} />
              )}
              <span className="project-tile__title">{title}</span>
              <span className="project-tile__text">{text}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
