import type { SignedInActor } from '../../core/actor';
import type { ChatThreadRecord } from './chat-thread.repository';
import type { SenderType } from './chat-message.repository';
import { type Access } from '../../core/access';

/**
 * Who may read and write a chat thread: its two sides only, the client of the
 * request and the expert of the application. Like hiring's policy, each function answers allow,
 * forbid (403: someone who may see the request, an expert who applied to it, asking for another
 * expert's thread) or hide (404: anyone else, who learns nothing). Admins have no access.
 */

export const CHAT_NOT_FOUND = 'Chat not found';
export const NOT_YOUR_CHAT = 'Only the client and the expert of an application can use its chat.';
export const NO_ACCEPTED_APPLICATION =
  'No application is accepted on this request yet: choose the application whose chat to open.';

/** Reading and writing a thread: its two sides; an expert who applied to the request is told no. */
export function canUseThread(
  actor: SignedInActor,
  thread: Pick<ChatThreadRecord, 'clientId' | 'expertId'>,
  viewer: { applied: boolean },
): Access {
  if (actor.id === thread.clientId || actor.id === thread.expertId) return 'allow';
  return viewer.applied ? 'forbid' : 'hide';
}

/** Whose side the actor writes from; only asked once `canUseThread` allowed them. */
export function senderTypeOf(
  actor: SignedInActor,
  thread: Pick<ChatThreadRecord, 'clientId'>,
): Exclude<SenderType, 'system'> {
  return actor.id === thread.clientId ? 'client' : 'expert';
}

/**
 * Why the thread takes no more messages (409), or undefined while it does: it stays readable as
 * the record of the conversation, but once the request is cancelled or completed, or the
 * application withdrawn or declined, there is no one left to talk to about it.
 */
export function writeRefusal(
  thread: Pick<ChatThreadRecord, 'requestStatus' | 'applicationStatus'>,
): string | undefined {
  if (thread.requestStatus === 'cancelled')
    return 'This request was cancelled; its chat is closed.';
  if (thread.requestStatus === 'completed') return 'This project is completed; its chat is closed.';
  if (thread.applicationStatus === 'withdrawn') {
    return 'This application was withdrawn; its chat is closed.';
  }
  if (thread.applicationStatus === 'rejected') {
    return 'This application was declined; its chat is closed.';
  }
  return undefined;
}
