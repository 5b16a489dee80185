import { registerEnumType } from 'type-graphql';
import { MESSAGE_TYPES, SENDER_TYPES } from '../chat-message.repository';
import { enumOf } from '../../../graphql/shared-types';

export const ChatSenderTypeEnum = enumOf(SENDER_TYPES);
export const ChatMessageTypeEnum = enumOf(MESSAGE_TYPES);

registerEnumType(ChatSenderTypeEnum, {
  name: 'ChatSenderType',
  description: 'Who wrote a message, by role only: chat never says which person.',
});
registerEnumType(ChatMessageTypeEnum, { name: 'ChatMessageType' });
