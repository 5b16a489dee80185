const reconnectedListeners = new Set<() => void>();

/**
 * Says that the subscription socket connected again after a drop. graphql-ws re-sends each open
 * subscription with the variables it started with, so anything a page resumes from (a chat's
 * `since`) is as old as the first connect: listeners read again what they show. Kept apart from
 * `socket-client` so that listening costs no page the graphql-ws chunk.
 */
export function reportSocketReconnected(): void {
  for (const listener of reconnectedListeners) listener();
}

/** Calls `listener` after every reconnect of the socket until the returned function is called. */
export function onSocketReconnected(listener: () => void): () => void {
  reconnectedListeners.add(listener);
  return () => {
    reconnectedListeners.delete(listener);
  };
}
