import { liveState, type LiveEvent, type Subscriber } from '../../graphql/subscriptions';
import { projectChannel, type ProjectWorkspace } from './workspace.service';

/**
 * The source of `projectUpdated`: the participant's workspace now, then again after every task,
 * question or deliverable change of the project (and after a reconnect of the transport, which
 * is its whole catch-up). The workspace policy is asked before anything is listened on, so a
 * stranger or a malformed id is refused with REST's code without a LISTEN. Each read is
 * `WorkspaceService.get` as the subscriber with the event's own context, so the policy is asked
 * again at every event: its refusal (NOT_FOUND, FORBIDDEN, CONFLICT) ends the subscription, and
 * a revoked token closes the socket with 4403. Signed-in sockets only (`requiring(SIGNED_IN, ...)`
 * where it is declared).
 */
export async function projectUpdated(
  subscriber: Subscriber,
  requestId: string,
): Promise<AsyncIterableIterator<LiveEvent<ProjectWorkspace>>> {
  const { services } = subscriber.context;
  const projectId = await services.workspace.readable(subscriber.actor, requestId);
  return liveState(subscriber, {
    channel: projectChannel(projectId),
    read: (event) => event.services.workspace.get(event.actor, requestId),
  });
}
