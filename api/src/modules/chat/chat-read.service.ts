import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db } from '../../core/db';
import { isUuid } from '../../core/uuid';
import { validateInput } from '../../core/validate-input';
import type { Realtime } from '../../realtime';
import type { ChatNotices } from './chat-notices';
import { chatUnreadChannel } from './chat-announcement';
import { chatMessageRepository as messages } from './chat-message.repository';
import { chatReadRepository as reads } from './chat-read.repository';
import type { ChatService, ChatThreadView, ThreadChoice } from './chat.service';
import { ChatReadBody } from './dtos/chat-read.inputs';

/** One request's unread chat messages for the caller (`chatUnreadChanged`'s entries). */
export interface RequestUnread {
  requestId: string;
  unreadChatMessages: number;
}

/** A thread once marked read: where it stands for the reader now. */
export interface ChatReadView {
  thread: ChatThreadView;
  unreadCount: number;
}

const NOT_IN_THREAD = { upToMessageId: 'must be the id of a message in this chat' };

/**
 * What each side of a chat has read, and the unread counts it leaves (the unread count on the
 * dashboard card). A side marks a thread read up to a message (by default its newest);
 * the mark never moves backwards. Who may mark is who may read: every call first asks
 * `ChatService` for the thread as the actor, so the refusals are chat's (404 / 403).
 */
export class ChatReadService {
  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly chat: ChatService,
    private readonly notices: ChatNotices,
  ) {}

  /** Marks the thread (by id, as GraphQL names it) read up to `upToMessageId`. */
  async markThread(
    actor: SignedInActor,
    threadId: string,
    raw: ChatReadBody,
  ): Promise<ChatReadView> {
    const input = validateInput(ChatReadBody, raw);
    return this.mark(actor, await this.chat.threadById(actor, threadId), input.upToMessageId);
  }

  /** Marks the request's thread (REST's choice of thread, as `GET .../chat`) read. */
  async markRequestThread(
    actor: SignedInActor,
    requestId: string,
    choice: ThreadChoice,
    raw: ChatReadBody,
  ): Promise<ChatReadView> {
    const input = validateInput(ChatReadBody, raw);
    const thread = await this.chat.thread(actor, requestId, choice);
    return this.mark(actor, thread, input.upToMessageId);
  }

  /** Unread messages of each thread for the actor, in key order (a DataLoader's batch). */
  async unreadOfThreads(actor: SignedInActor, threadIds: readonly string[]): Promise<number[]> {
    const counts = await reads.byThread(this.db, actor.id, threadIds.filter(isUuid));
    return threadIds.map((id) => counts.get(id) ?? 0);
  }

  /** Unread messages of each request for the actor, over their threads of it, in key order. */
  async unreadOfRequests(actor: SignedInActor, requestIds: readonly string[]): Promise<number[]> {
    const counts = await reads.byRequest(this.db, actor.id, requestIds.filter(isUuid));
    return requestIds.map((id) => counts.get(id) ?? 0);
  }

  /** Every request where the actor has unread messages (any other has none). */
  async unreadRequests(actor: SignedInActor): Promise<RequestUnread[]> {
    const counts = await reads.byRequest(this.db, actor.id);
    return [...counts]
      .map(([requestId, unreadChatMessages]) => ({ requestId, unreadChatMessages }))
      .sort((a, b) => a.requestId.localeCompare(b.requestId));
  }

  private async mark(
    actor: SignedInActor,
    thread: ChatThreadView,
    upToMessageId: string | undefined,
  ): Promise<ChatReadView> {
    const upTo = upToMessageId ?? (await messages.latest(this.db, thread.id, 1))[0]?.id;
    if (upToMessageId !== undefined) {
      const known =
        isUuid(upToMessageId) && (await messages.inThread(this.db, thread.id, upToMessageId));
      if (!known) throw AppError.validation('Invalid input', NOT_IN_THREAD);
    }
    if (upTo !== undefined) {
      await this.db.transaction(async (tx) => {
        if (await reads.mark(tx, thread.id, actor.id, upTo)) {
          // The reader's other tabs and devices show the new count.
          await this.realtime.publish(tx, chatUnreadChannel(actor.id), thread.requestId);
          await this.notices.threadRead(tx, thread.id, actor.id);
        }
      });
    }
    const [unreadCount] = await this.unreadOfThreads(actor, [thread.id]);
    return { thread, unreadCount };
  }
}
