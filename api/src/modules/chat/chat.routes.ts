import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { REQUEST_NOT_FOUND } from '../hiring/hiring.policy';
import { presentChatMessage } from './chat.presenter';
import { ChatReadBody } from './dtos/chat-read.inputs';
import { ChatMessageBody, ChatReadArgs, ChatThreadQuery } from './dtos/chat.inputs';

const MESSAGE_SHAPE =
  '`{id, senderType: client|expert|system, message, timestamp, messageType: "text"}`';

const WHO =
  'The client of the request (any of its threads: `applicationId`, by default the accepted ' +
  "application's) or the expert of the application (their own thread).";

/** The anonymous chat over REST: one service call per route. */
export function chatRoutes({ chat, chatReads }: Services): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/expert-hire-request/:id/chat',
      summary: "A hire request's anonymous chat, oldest first",
      description: `${WHO} The last 200 messages, or with \`since\` the first ones after that message.`,
      query: ChatReadArgs,
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response: `\`{messages: [...]}\`, each ${MESSAGE_SHAPE}.`,
      errors: ['forbidden'],
      handler: async ({ actor, params, query }) => {
        const { messages } = await chat.list(actor, params.id, query);
        return { messages: messages.map(presentChatMessage) };
      },
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/:id/chat',
      summary: 'Sends a message in the chat, as the side the caller is on',
      description: `${WHO} At most 30 messages a minute per sender and thread.`,
      query: ChatThreadQuery,
      body: ChatMessageBody,
      roles: SIGNED_IN,
      status: 201,
      notFound: REQUEST_NOT_FOUND,
      response: `The message: ${MESSAGE_SHAPE}. A closed chat (request cancelled or completed, application withdrawn or declined): 409.`,
      errors: ['forbidden', 'conflict', 'rate_limited'],
      handler: async ({ actor, params, query, body }) => {
        return presentChatMessage(await chat.post(actor, params.id, query, body));
      },
    }),
    route({
      method: 'post',
      path: '/expert-hire-request/:id/chat/read',
      summary: 'Marks the chat read by the caller, up to a message',
      description: `${WHO} Up to \`upToMessageId\` (a message of the thread; by default its newest); the mark never moves backwards.`,
      query: ChatThreadQuery,
      body: ChatReadBody,
      roles: SIGNED_IN,
      notFound: REQUEST_NOT_FOUND,
      response:
        '`{unreadCount}`: what is still unread for the caller (messages after the mark they did not send).',
      errors: ['forbidden'],
      handler: async ({ actor, params, query, body }) => {
        const { unreadCount } = await chatReads.markRequestThread(actor, params.id, query, body);
        return { unreadCount };
      },
    }),
  ];
}
