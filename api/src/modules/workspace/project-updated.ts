import { requireRole } from '../../auth/require-role';
import type { GraphQLContext } from '../../graphql/context';
import { liveState } from '../../graphql/subscriptions';
import { projectChannel, type ProjectWorkspace } from './workspace.service';

/**
 * The source of `projectUpdated`: the participant's workspace now, then again after every task,
 * question or deliverable change of the project (and after a reconnect of the transport, which
 * is its whole catch-up). The workspace policy is asked before anything is listened on, so a
 * stranger or a malformed id is refused with REST's code without a LISTEN. Each read is
 * `WorkspaceService.get` as the subscriber with the event's own context, so the policy is asked
 * again at every event: its refusal (NOT_FOUND, FORBIDDEN, CONFLICT) ends the subscription, and
 * a revoked token closes the socket with 4403. Signed-in sockets only.
 */
export async function projectUpdated(
  context: GraphQLContext,
  requestId: string,
): Promise<AsyncIterableIterator<ProjectWorkspace>> {
  const projectId = await context.services.workspace.readable(
    requireRole(context.actor),
    requestId,
  );
  return liveState(context, {
    channel: projectChannel(projectId),
    read: (ctx) => ctx.services.workspace.get(requireRole(ctx.actor), requestId),
  });
}
