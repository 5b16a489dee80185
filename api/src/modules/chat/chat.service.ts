import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db } from '../../core/db';
import { sharedReads } from '../../lib/shared-reads';
import { isUuid } from '../../core/uuid';
import { validateInput } from '../../core/validate-input';
import type { Realtime } from '../../realtime';
import { hireRequestRepository as requests } from '../hiring/requests/hire-request.repository';
import { canReadRequest, isRequestClient, REQUEST_NOT_FOUND } from '../hiring/hiring.policy';
import { announceMessages, type ChatMessageNotice } from './chat-announcement';
import type { ChatNotices } from './chat-notices';
import { readNoticedMessage } from './chat-notice-reads';
import {
  chatMessageRepository as messages,
  type ChatMessageRecord,
  type MessageRate,
  type SenderType,
} from './chat-message.repository';
import {
  chatThreadRepository as threads,
  threadViewerKey,
  type ChatThreadRecord,
  type ThreadViewer,
} from './chat-thread.repository';
import {
  canUseThread,
  CHAT_NOT_FOUND,
  NO_ACCEPTED_APPLICATION,
  NOT_YOUR_CHAT,
  senderTypeOf,
  writeRefusal,
} from './chat.policy';
import { CHAT_PAGE, ChatMessageBody, ChatPageArgs, ChatReadArgs } from './dtos/chat.inputs';
import { requireAccess } from '../../core/access';

/** At most 30 messages a minute per sender and thread; past that, 429. */
export const CHAT_MESSAGE_RATE: MessageRate = { limit: 30, windowSeconds: 60 };

/** A thread as its participant sees it: which one, their side, and whether it takes messages. */
export interface ChatThreadView {
  id: string;
  requestId: string;
  applicationId: string;
  role: Exclude<SenderType, 'system'>;
  open: boolean;
}

/** Which thread of a request: the client's choice, else the accepted one (the expert's own). */
export interface ThreadChoice {
  applicationId?: string;
}

const SINCE_UNKNOWN = { since: 'must be the id of a message in this chat' };

/**
 * The anonymous chat of each application: its client and its expert read and
 * write it, by request (REST, GraphQL) or by thread id (what the real-time layer subscribes to
 * and checks each event against). A message is written under the thread's lock, with its
 * per-sender rate counted in PostgreSQL, and announced on `chat_message` when it commits.
 */
export class ChatService {
  /**
   * A thread by id with whether its viewer applied, read for every subscriber a message wakes in
   * one statement per turn (`sharedReads`), each read after the message.
   */
  private readonly threadForViewer = sharedReads(
    (pairs: readonly ThreadViewer[]) => threads.withViewers(this.db, pairs),
    threadViewerKey,
  );

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly notices: ChatNotices,
  ) {}

  /** The request's thread the actor asked for (see `ThreadChoice`). */
  async thread(
    actor: SignedInActor,
    requestId: string,
    choice: ThreadChoice = {},
  ): Promise<ChatThreadView> {
    return viewOf(actor, await this.requireThread(actor, requestId, choice.applicationId));
  }

  /** The thread's last messages, or those after `since`, oldest first. */
  async list(
    actor: SignedInActor,
    requestId: string,
    raw: ChatReadArgs,
  ): Promise<{ thread: ChatThreadView; messages: ChatMessageRecord[] }> {
    const input = validateInput(ChatReadArgs, raw, 'Invalid query');
    const thread = await this.requireThread(actor, requestId, input.applicationId);
    return { thread: viewOf(actor, thread), messages: await this.read(thread.id, input) };
  }

  /** A thread by its id, to its two sides (a subscription's check, at start and per event). */
  async threadById(actor: SignedInActor, threadId: string): Promise<ChatThreadView> {
    return viewOf(actor, await this.requireThreadById(actor, threadId));
  }

  /** `list` by thread id: what a subscriber missed, after the last message it saw. */
  async listThread(
    actor: SignedInActor,
    threadId: string,
    raw: ChatPageArgs,
  ): Promise<ChatMessageRecord[]> {
    const input = validateInput(ChatPageArgs, raw, 'Invalid query');
    return this.read((await this.requireThreadById(actor, threadId)).id, input);
  }

  /**
   * Where a subscription to the thread starts, checked like a read (404 / 403) before anything
   * is listened on: after `since` when given, else after the thread's newest message now, or
   * from its start when it has none yet (every message is then new). A reconnect's catch-up
   * reads from it until the subscriber has received a message, so a subscriber that had received
   * nothing still gets what was sent while the transport was down.
   */
  async followFrom(
    actor: SignedInActor,
    threadId: string,
    since: string | undefined,
  ): Promise<{ threadId: string; after: string | undefined }> {
    const thread = await this.requireThreadById(actor, threadId);
    if (since !== undefined) return { threadId: thread.id, after: since };
    const [newest] = await messages.latest(this.db, thread.id, 1);
    return { threadId: thread.id, after: newest?.id };
  }

  /**
   * What a subscriber to the thread has not seen: a page of the messages after `after` (see
   * `followFrom`), or of the thread's first messages when there is no `after`. Refused like a
   * read (404, or 403 for another expert of the request) once the subscriber may not use it.
   */
  async missed(
    actor: SignedInActor,
    threadId: string,
    after: string | undefined,
  ): Promise<ChatMessageRecord[]> {
    const thread = await this.requireThreadById(actor, threadId);
    return after === undefined
      ? messages.first(this.db, thread.id, CHAT_PAGE.default)
      : this.read(thread.id, { since: after });
  }

  /**
   * The message a notice announced, read for `actor` after the notice: refused like a read when
   * they are no longer a side of the thread, undefined when the message is gone. The access is
   * checked for each subscriber; the row is read once per process for all of them
   * (`readNoticedMessage`), not once per open tab.
   */
  async announced(
    actor: SignedInActor,
    notice: ChatMessageNotice,
  ): Promise<ChatMessageRecord | undefined> {
    const thread = await this.requireThreadById(actor, notice.threadId);
    return readNoticedMessage(this.db, { threadId: thread.id, messageId: notice.messageId });
  }

  /**
   * Writes the actor's message in the thread, as the side they are on (never what a body says):
   * 409 once the thread is closed, 429 past the sender's rate, announced on commit.
   */
  async post(
    actor: SignedInActor,
    requestId: string,
    choice: ThreadChoice,
    raw: ChatMessageBody,
  ): Promise<ChatMessageRecord> {
    const input = validateInput(ChatMessageBody, raw);
    const { id } = await this.requireThread(actor, requestId, choice.applicationId);
    return this.db.transaction(async (tx) => {
      const thread = await threads.lock(tx, id);
      if (!thread) throw AppError.notFound(CHAT_NOT_FOUND);
      const refusal = writeRefusal(thread);
      if (refusal !== undefined) throw new AppError('conflict', refusal);
      const wait = await messages.secondsUntilAllowed(tx, id, actor.id, CHAT_MESSAGE_RATE);
      if (wait > 0) {
        throw AppError.rateLimited(
          `Too many messages: at most ${CHAT_MESSAGE_RATE.limit} a minute in one chat. Try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`,
          wait,
        );
      }
      const created = await messages.insert(tx, {
        threadId: id,
        senderType: senderTypeOf(actor, thread),
        senderId: actor.id,
        message: input.message,
      });
      await announceMessages(this.realtime, tx, [{ threadId: id, messageId: created.id }]);
      await this.notices.messageSent(tx, thread, actor.id, input.message);
      return created;
    });
  }

  private async read(threadId: string, input: ChatPageArgs): Promise<ChatMessageRecord[]> {
    const limit = input.limit ?? CHAT_PAGE.default;
    if (input.since === undefined) return messages.latest(this.db, threadId, limit);
    const known = isUuid(input.since) && (await messages.inThread(this.db, threadId, input.since));
    if (!known) throw AppError.validation('Invalid query', SINCE_UNKNOWN);
    return messages.after(this.db, threadId, input.since, limit);
  }

  /**
   * The thread of a request the actor may use: 404 for a request they cannot see, 403 for
   * another expert's thread of a request they applied to, 404 for an application without one.
   */
  private async requireThread(
    actor: SignedInActor,
    requestId: string,
    applicationId: string | undefined,
  ): Promise<ChatThreadRecord> {
    const request = isUuid(requestId)
      ? await requests.findWithFacts(this.db, requestId, actor.id)
      : undefined;
    if (!request) throw AppError.notFound(REQUEST_NOT_FOUND);
    requireAccess(canReadRequest(actor, request), REQUEST_NOT_FOUND);
    let thread: ChatThreadRecord | undefined;
    if (applicationId !== undefined) {
      thread = isUuid(applicationId)
        ? await threads.ofApplication(this.db, request.id, applicationId)
        : undefined;
    } else if (isRequestClient(actor, request)) {
      thread = await threads.accepted(this.db, request.id);
      if (!thread) throw AppError.notFound(NO_ACCEPTED_APPLICATION);
    } else {
      thread = await threads.ofExpert(this.db, request.id, actor.id);
    }
    if (!thread) throw AppError.notFound(CHAT_NOT_FOUND);
    requireAccess(canUseThread(actor, thread, request), CHAT_NOT_FOUND, NOT_YOUR_CHAT);
    return thread;
  }

  private async requireThreadById(
    actor: SignedInActor,
    threadId: string,
  ): Promise<ChatThreadRecord> {
    const thread = isUuid(threadId)
      ? await this.threadForViewer({ threadId, viewerId: actor.id })
      : undefined;
    if (!thread) throw AppError.notFound(CHAT_NOT_FOUND);
    requireAccess(
      canUseThread(actor, thread, { applied: thread.viewerApplied }),
      CHAT_NOT_FOUND,
      NOT_YOUR_CHAT,
    );
    return thread;
  }
}

function viewOf(actor: SignedInActor, thread: ChatThreadRecord): ChatThreadView {
  return {
    id: thread.id,
    requestId: thread.requestId,
    applicationId: thread.applicationId,
    role: senderTypeOf(actor, thread),
    open: writeRefusal(thread) === undefined,
  };
}
