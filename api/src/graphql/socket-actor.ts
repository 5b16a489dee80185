import { CloseCode } from 'graphql-ws';
import type { WebSocket } from 'ws';
import { actorFromAuthorization } from '../auth/authenticate';
import type { Actor } from '../core/actor';
import { AppError } from '../core/app-error';
import type { Authenticator } from '../auth/authenticate';

/** What the socket server keeps in graphql-ws's `ctx.extra` about who opened the socket. */
export interface SocketActor {
  readonly socket: WebSocket;
  actor?: Actor;
  authorization?: unknown;
}

/**
 * A socket outlives tokens: before each operation, and each event of a subscription, the
 * connection's token is checked again, so a password change, a disabled account or an expiry
 * ends the socket (closed with 4403, as for a bad token at connect) at once. Returns the actor,
 * refreshed, or undefined once the socket is closed. A database that cannot be reached is not a
 * revoked token: that error is thrown and the socket stays.
 */
export async function recheckSocketActor(
  authenticator: Authenticator,
  extra: SocketActor,
): Promise<Actor | undefined> {
  if (extra.actor?.kind !== 'user') return extra.actor;
  let still: Actor | undefined;
  try {
    still = await actorFromAuthorization(authenticator, extra.authorization);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  if (!still || still.kind !== 'user') {
    extra.socket.close(CloseCode.Forbidden, 'Forbidden');
    return undefined;
  }
  extra.actor = still;
  return still;
}
