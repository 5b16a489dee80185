import type { SignedInActor } from '../../core/actor';
import type { Db } from '../../core/db';
import { AppError } from '../../core/app-error';
import { isUuid } from '../../core/uuid';
import { REQUEST_NOT_FOUND } from '../hiring/hiring.policy';
import { projectRepository as projects, type ProjectRecord } from './project.repository';
import { requireOpenWorkspace, type WorkspaceFacts } from './workspace.policy';
import { type Access, requireAccess } from '../../core/access';

/**
 * The project behind a workspace call, once `permission` allows the actor (404 for a malformed
 * or unknown id, as hiring answers) and the project's state allows the call (409).
 */
export async function requireProject(
  db: Db,
  actor: SignedInActor,
  requestId: string,
  permission: (actor: SignedInActor, facts: WorkspaceFacts) => Access,
  { write }: { write: boolean },
): Promise<ProjectRecord> {
  const project = isUuid(requestId) ? await projects.find(db, requestId, actor.id) : undefined;
  if (!project) throw AppError.notFound(REQUEST_NOT_FOUND);
  requireAccess(permission(actor, project), REQUEST_NOT_FOUND);
  requireOpenWorkspace(project, write);
  return project;
}
