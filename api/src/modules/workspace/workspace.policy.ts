import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import { REQUEST_STATE_NAMES } from '../hiring/requests/hire-request.machine';
import type { ProjectRecord } from './project.repository';
import { type Access } from '../../core/access';

/**
 * Who may do what in a project's workspace, in hiring's three answers: its
 * participants are the client and the accepted expert; another expert who applied to the
 * request knows it exists and gets 403; anyone else, admins included, 404.
 */
export type WorkspaceFacts = Pick<ProjectRecord, 'clientId' | 'expertId' | 'applied'>;

/** Which side of the project the actor is on, if any. */
export type ProjectSide = 'client' | 'expert';

export function sideOf(actor: SignedInActor, facts: WorkspaceFacts): ProjectSide | undefined {
  if (actor.id === facts.clientId) return 'client';
  return facts.expertId !== null && actor.id === facts.expertId ? 'expert' : undefined;
}

function only(side: ProjectSide | undefined) {
  return (actor: SignedInActor, facts: WorkspaceFacts): Access => {
    const actual = sideOf(actor, facts);
    if (actual !== undefined && (side === undefined || actual === side)) return 'allow';
    return actual !== undefined || facts.applied ? 'forbid' : 'hide';
  };
}

/** Reading the workspace and its AI assistance, generating it: either participant. */
export const canReadWorkspace = only(undefined);

/** Moving tasks, asking questions, adding deliverables: the accepted expert. */
export const canWorkOnProject = only('expert');

/** Answering the expert's questions: the client. */
export const canAnswerQuestions = only('client');

/**
 * The workspace opens when the project is active and stays readable once completed; before the
 * client pays there is none (409 to a participant, who knows the request), nor ever for a
 * cancelled request (409 saying so). With `write`, a completed project is read-only.
 */
export function requireOpenWorkspace(project: ProjectRecord, write: boolean): void {
  if (project.status === 'active') return;
  if (project.status === 'completed') {
    if (!write) return;
    throw new AppError(
      'conflict',
      'This project is completed; its workspace can no longer change.',
    );
  }
  if (project.status === 'cancelled') {
    throw new AppError('conflict', 'This request is cancelled; it has no workspace.');
  }
  throw new AppError(
    'conflict',
    `This request is ${REQUEST_STATE_NAMES[project.status]}; its workspace opens once the project is active.`,
  );
}
