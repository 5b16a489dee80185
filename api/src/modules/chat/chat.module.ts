import type { FeatureModule } from '../feature-module';
import { ChatResolver } from './chat.resolver';
import { chatRoutes } from './chat.routes';
import { ChatService } from './chat.service';

/**
 * The anonymous chat of each application (CONTRACT §11): its client and its expert, shown by
 * role only. Builds on hiring, which opens the threads (one per application) and posts the
 * system messages of every status change; both announce new messages on `chat_message` for the
 * real-time layer.
 */
export const chatModule: FeatureModule<{ chat: ChatService }> = {
  name: 'chat',
  needs: ['hiring'],
  resolvers: [ChatResolver],
  services: ({ db, realtime }) => ({ chat: new ChatService(db, realtime) }),
  routes: chatRoutes,
};
