import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../../../app/apollo';
import { reportSocketReconnected } from '../../../app/socket-events';
import { ChatUnreadLiveDocument } from '../../../gql-project/graphql';
import { setUpAppTests, timesSent } from '../../accounts/__tests__/session-fixture';
import { HireRequestsSection } from '../components/hire-requests-section';
import { buildHireRequest, sectionMock } from './hire-fixture';
import { findRequestCard, renderHireRequests } from './render-hire-requests';

/** A `chatUnreadChanged` state: the requests with unread messages, after `delay` ms. */
function unreadState(requests: [string, number][], delay: number) {
  return {
    request: { query: ChatUnreadLiveDocument },
    delay,
    result: {
      data: {
        chatUnreadChanged: {
          __typename: 'ChatUnread',
          requests: requests.map(([requestId, unreadChatMessages]) => ({
            __typename: 'ChatRequestUnread',
            requestId,
            unreadChatMessages,
          })),
        },
      },
    },
  };
}

/**
 * The section alone, its subscriptions answered by `mocks` too (the app's own client sends them
 * to a socket, which a test has not).
 */
function renderSection(mocks: MockLink.MockedResponse[]) {
  const link = new MockLink(mocks);
  render(
    <ApolloProvider client={createApolloClient(link, link)}>
      <MemoryRouter>
        <HireRequestsSection />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe("the unread chat count on the client's request cards", () => {
  setUpAppTests();

  it('shows the count as a badge named for screen readers, and none at 0', async () => {
    renderHireRequests([
      sectionMock([
        buildHireRequest({ id: 'request-1', unread: 3 }),
        { ...buildHireRequest({ id: 'request-2', unread: 0 }), templateName: 'Quiet request' },
      ]),
    ]);
    const card = await findRequestCard('Send daily weather updates');
    expect(within(card).getByText('3 unread messages')).toBeInTheDocument();
    expect(within(card).getByText('3')).toBeVisible();
    const quiet = await findRequestCard('Quiet request');
    expect(within(quiet).queryByText(/unread message/)).not.toBeInTheDocument();
  });

  it('follows the live counts: a new message raises it', async () => {
    renderSection([
      sectionMock([buildHireRequest({ id: 'request-1', unread: 1 })]),
      unreadState([['request-1', 4]], 50),
    ]);
    const card = await findRequestCard('Send daily weather updates');
    expect(within(card).getByText('1 unread message')).toBeInTheDocument();
    expect(await within(card).findByText('4 unread messages')).toBeInTheDocument();
  });

  it('clears a card the live state leaves out (everything on it read)', async () => {
    renderSection([
      sectionMock([buildHireRequest({ id: 'request-1', unread: 2 })]),
      unreadState([], 50),
    ]);
    const card = await findRequestCard('Send daily weather updates');
    expect(within(card).getByText('2 unread messages')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => within(card).queryByText(/unread message/));
  });

  it('reads the cards again after the socket reconnects', async () => {
    const probe = renderHireRequests([
      sectionMock([buildHireRequest({ id: 'request-1', unread: 0 })]),
      sectionMock([buildHireRequest({ id: 'request-1', unread: 5 })]),
    ]);
    await findRequestCard('Send daily weather updates');
    act(() => reportSocketReconnected());
    expect(await screen.findByText('5 unread messages')).toBeInTheDocument();
    expect(timesSent(probe, 'HireRequestsSection')).toBe(2);
  });
});
