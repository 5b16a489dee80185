import type { MockLink } from '@apollo/client/testing';
import {
  AnonymousChatSendDocument,
  AnonymousChatThreadDocument,
  type ChatSenderType,
} from '../../../gql-project/graphql';

type Mock = MockLink.MockedResponse;

/** A chat message as the API answers it: a sender by role only. */
export function buildMessage(n: number, senderType: ChatSenderType, message = `Message ${n}`) {
  return {
    __typename: 'ChatMessage' as const,
    id: `message-${n}`,
    senderType,
    message,
    timestamp: `2026-03-10T09:0${n}:00.000Z`,
  };
}

/** `chatThread` of request-1 (and `applicationId` when given) answering these messages. */
export function threadMock(
  messages: ReturnType<typeof buildMessage>[],
  { role = 'client', open = true, applicationId }: ThreadOptions = {},
): Mock {
  return {
    request: {
      query: AnonymousChatThreadDocument,
      variables: { requestId: 'request-1', applicationId },
    },
    result: {
      data: {
        chatThread: { __typename: 'ChatThread', id: 'thread-1', role, open, messages },
      },
    },
  };
}

interface ThreadOptions {
  role?: ChatSenderType;
  open?: boolean;
  applicationId?: string;
}

/** `sendChatMessage` of `message` on request-1, answering `result`. */
export function sendMock(message: string, result: Mock['result'], delay?: number): Mock {
  return {
    request: {
      query: AnonymousChatSendDocument,
      variables: { input: { requestId: 'request-1', applicationId: undefined, message } },
    },
    result,
    delay,
  };
}

/** An error of the API with its code, as GraphQL delivers it. */
export function apiError(code: string, message = 'Refused') {
  return { errors: [{ message, extensions: { code } }] };
}
