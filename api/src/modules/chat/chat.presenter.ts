import type { ChatMessageRecord } from './chat-message.repository';
import type { ChatMessageObject } from './dtos/chat.types';

/**
 * A chat message as both surfaces show it: the sender by role only. Every field is picked by name,
 * so nothing else of the row (its thread, let alone who sent it) can ride along.
 */
export function toChatMessage(record: ChatMessageRecord): ChatMessageObject {
  return {
    id: record.id,
    senderType: record.senderType,
    message: record.message,
    timestamp: record.createdAt,
    messageType: record.messageType,
  };
}

/** REST's shape: the same fields, the date as an ISO string. */
export function presentChatMessage(record: ChatMessageRecord) {
  return { ...toChatMessage(record), timestamp: record.createdAt.toISOString() };
}
