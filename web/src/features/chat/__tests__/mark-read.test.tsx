import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import {
  AnonymousChatLiveDocument,
  AnonymousChatMarkReadDocument,
} from '../../../gql-project/graphql';
import { ChatPanel } from '../components/chat-panel';
import { buildMessage, threadMock } from './chat-fixture';

/** `markChatThreadRead` of thread-1 up to `messageId`, recording each call in `calls`. */
function markMock(messageId: string, calls: string[]): MockLink.MockedResponse {
  return {
    request: {
      query: AnonymousChatMarkReadDocument,
      variables: { threadId: 'thread-1', upToMessageId: messageId },
    },
    result: () => {
      calls.push(messageId);
      return {
        data: { markChatThreadRead: { __typename: 'ChatThread', id: 'thread-1', unreadCount: 0 } },
      };
    },
  };
}

describe('reading the anonymous chat marks it read', () => {
  it('marks the thread read up to the newest message once the messages show', async () => {
    const calls: string[] = [];
    render(
      <MockedProvider
        mocks={[
          threadMock([buildMessage(1, 'expert', 'Hello'), buildMessage(2, 'system', 'Accepted')]),
          markMock('message-2', calls),
        ]}
      >
        <ChatPanel requestId="request-1" />
      </MockedProvider>,
    );
    expect(await screen.findByText('Accepted')).toBeVisible();
    await waitFor(() => expect(calls).toEqual(['message-2']));
  });

  it('marks again when a message arrives while the chat is open', async () => {
    const calls: string[] = [];
    render(
      <MockedProvider
        mocks={[
          threadMock([buildMessage(1, 'client', 'Anyone there?')]),
          markMock('message-1', calls),
          {
            request: {
              query: AnonymousChatLiveDocument,
              variables: { threadId: 'thread-1', since: 'message-1' },
            },
            result: { data: { chatMessageAdded: buildMessage(2, 'expert', 'Here!') } },
            delay: 30,
          },
          markMock('message-2', calls),
        ]}
      >
        <ChatPanel requestId="request-1" />
      </MockedProvider>,
    );
    expect(await screen.findByText('Here!')).toBeVisible();
    await waitFor(() => expect(calls).toEqual(['message-1', 'message-2']));
  });

  it('marks nothing while the thread has no messages, then the first one that arrives', async () => {
    const calls: string[] = [];
    render(
      <MockedProvider
        mocks={[
          threadMock([]),
          // Any mark at all, whatever it is up to.
          {
            request: { query: AnonymousChatMarkReadDocument, variables: () => true },
            result: (variables) => {
              calls.push(String(variables.upToMessageId));
              return {
                data: {
                  markChatThreadRead: { __typename: 'ChatThread', id: 'thread-1', unreadCount: 0 },
                },
              };
            },
            maxUsageCount: Number.POSITIVE_INFINITY,
          },
          {
            request: { query: AnonymousChatLiveDocument, variables: { threadId: 'thread-1' } },
            result: { data: { chatMessageAdded: buildMessage(1, 'expert', 'First') } },
            delay: 30,
          },
        ]}
      >
        <ChatPanel requestId="request-1" />
      </MockedProvider>,
    );
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(await screen.findByText('First')).toBeVisible();
    // A mark made while the thread was empty would come before the first message's.
    await waitFor(() => expect(calls).toEqual(['message-1']));
  });
});
