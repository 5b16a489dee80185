import type { Tx } from '../../core/db';
import { clipText } from '@flowvault/shared';
import { hireRequestRepository as hireRequests } from '../hiring/requests/hire-request.repository';
import { clientRequestPath, expertApplicationPath } from '../hiring/hiring-notices';
import type { NotificationService } from '../notifications/notification.service';
import type { ChatPresence } from './chat-presence';
import type { ChatThreadRecord } from './chat-thread.repository';

/** How much of a message a notification quotes, in characters as a reader counts them. */
const QUOTE_LENGTH = 140;

/** The group a thread's chat notifications share: one unread notification per thread. */
export const chatNotificationGroup = (threadId: string) => `chat:${threadId}`;

/**
 * Tells a side of a thread of a message while they are not in the chat: one unread
 * notification per thread however many messages follow, and by email a digest at most every 10
 * minutes (the notifications feature's part). Sides are named by role only, as in the chat.
 */
export class ChatNotices {
  constructor(
    private readonly notifications: NotificationService,
    private readonly presence: ChatPresence,
  ) {}

  async messageSent(
    tx: Tx,
    thread: ChatThreadRecord,
    senderId: string,
    message: string,
  ): Promise<void> {
    const others = [thread.clientId, thread.expertId].filter((id) => id !== senderId);
    if (others.length === 0) return;
    const inChat = await this.presence.present(tx, thread.id, others);
    const away = others.filter((id) => !inChat.has(id));
    if (away.length === 0) return;
    const request = await hireRequests.find(tx, thread.requestId);
    const quote = clipText(message, QUOTE_LENGTH);
    for (const userId of away) {
      const toClient = userId === thread.clientId;
      await this.notifications.notify(tx, {
        userId,
        kind: 'chat_message',
        title: `New message about "${request?.templateName ?? 'your project'}"`,
        body: `${senderId === thread.clientId ? 'The client' : senderId === thread.expertId ? 'The expert' : 'FlowVault'}: ${quote}`,
        link: toClient
          ? clientRequestPath(thread.requestId, thread.applicationId)
          : expertApplicationPath(thread.applicationId),
        groupKey: chatNotificationGroup(thread.id),
      });
    }
  }

  /** The reader has read the thread: its chat notification is read too. */
  threadRead(tx: Tx, threadId: string, readerId: string): Promise<void> {
    return this.notifications.readGroup(tx, readerId, chatNotificationGroup(threadId));
  }
}
