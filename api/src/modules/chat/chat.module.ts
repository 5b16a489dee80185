import { CreateChat1764172900001 } from '../../db/migrations/1764172900001-create-chat';
import { CreateChatReads1764400000000 } from '../../db/migrations/1764400000000-create-chat-reads';
import { CreateChatPresence1764700200000 } from '../../db/migrations/1764700200000-create-chat-presence';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { hiringModule } from '../hiring/hiring.module';
import type { notificationsModule } from '../notifications/notifications.module';
import {
  ApplicationProjectUnreadResolver,
  ChatReadResolver,
  HireRequestUnreadResolver,
} from './chat-read.resolver';
import { ChatNotices } from './chat-notices';
import { ChatPresence } from './chat-presence';
import { ChatReadService } from './chat-read.service';
import { createChatLoaders, type ChatLoaders } from './chat.loaders';
import { ChatResolver } from './chat.resolver';
import { chatRoutes } from './chat.routes';
import { ChatService } from './chat.service';
import { ChatSystemMessages } from './chat-system-messages';

/**
 * The anonymous chat of each application (docs/product/workspace-and-chat.md): its client and its
 * expert, shown by role only. Builds on hiring: chat provides hiring's conversations
 * (`ChatSystemMessages`), opening a thread per application and posting the system messages of
 * every status change in hiring's transaction. Every message is announced on `chat_message` for
 * the real-time layer, and each side's unread counts on their own `chat_unread` channel.
 */
export const chatModule: FeatureModule<
  { chat: ChatService; chatReads: ChatReadService; chatPresence: ChatPresence },
  { chat: ChatLoaders },
  ServicesOf<typeof hiringModule | typeof notificationsModule>
> = {
  name: 'chat',
  needs: ['hiring', 'notifications'],
  migrations: [
    CreateChat1764172900001,
    CreateChatReads1764400000000,
    CreateChatPresence1764700200000,
  ],
  resolvers: [
    ChatResolver,
    ChatReadResolver,
    HireRequestUnreadResolver,
    ApplicationProjectUnreadResolver,
  ],
  services: ({ db, realtime, logger, notifications, hiringConversations }) => {
    hiringConversations.provide(new ChatSystemMessages(realtime));
    const chatPresence = new ChatPresence(db, logger.child({ feature: 'chat' }));
    const notices = new ChatNotices(notifications, chatPresence);
    const chat = new ChatService(db, realtime, notices);
    return { chat, chatReads: new ChatReadService(db, realtime, chat, notices), chatPresence };
  },
  close: ({ chatPresence }) => chatPresence.close(),
  loaders: (services, actor) => ({ chat: createChatLoaders(services, actor) }),
  routes: chatRoutes,
};
