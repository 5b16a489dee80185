import { requireRole } from '../../auth/require-role';
import type { GraphQLContext } from '../../graphql/context';
import { liveState } from '../../realtime';
import { projectChannel, type ProjectWorkspace } from './workspace.service';

/**
 * The source of `projectUpdated`: the participant's workspace now, then again after every task,
 * question or deliverable change of the project (and after a reconnect of the transport, which
 * is its whole catch-up). Each read is `WorkspaceService.get` as the subscriber with the event's
 * own context, so the workspace policy is asked again at every event: its refusal (NOT_FOUND,
 * FORBIDDEN, CONFLICT) ends the subscription with REST's code, and a revoked token closes the
 * socket with 4403. Signed-in sockets only.
 */
export function projectUpdated(
  context: GraphQLContext,
  requestId: string,
): AsyncIterableIterator<ProjectWorkspace> {
  requireRole(context.actor);
  return liveState(context, {
    channel: projectChannel(requestId),
    read: (ctx) => ctx.services.workspace.get(requireRole(ctx.actor), requestId),
  });
}
