import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { REQUEST_NOT_FOUND } from '../hiring/hiring.policy';
import { presentChatMessage } from './chat.presenter';
import { ChatMessageBody, ChatReadArgs, ChatThreadQuery } from './dtos/chat.inputs';

const MESSAGE_SHAPE =
  '`{id, senderType: client|expert|system, message, timestamp, messageType: "text"}`';

const WHO =
  'The client of the request (any of its threads: `applicationId`, by default the accepted ' +
  "application's) or the expert of the application (their own thread).";

/** The anonymous chat over REST (CONTRACT §11, PRODUCT-SPEC §7): one service call per route. */
export function chatRoutes({ chat }: Services): RouteDefinition[] {
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
  ];
}
