import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoldLink } from '../../../../test/hold-link';
import { reportSocketReconnected } from '../../../app/socket-events';
import { AnonymousChatLiveDocument } from '../../../gql-project/graphql';
import { CHAT_MESSAGES } from '../chat-messages';
import { AnonymousChatDialog } from '../components/anonymous-chat-dialog';
import { ChatPanel } from '../components/chat-panel';
import { apiError, buildMessage, sendMock, threadMock } from './chat-fixture';

/** Lets go of an operation `renderPanel`'s `hold` keeps in flight (see HoldLink). */
let release: (name: string) => void = () => undefined;

function renderPanel(mocks: MockLink.MockedResponse[], hold: string[] = []) {
  const held = new HoldLink(hold);
  release = (name) => held.release(name);
  render(
    <MockedProvider link={ApolloLink.from([held, new MockLink(mocks)])}>
      <ChatPanel requestId="request-1" />
    </MockedProvider>,
  );
  return userEvent.setup();
}

async function box() {
  return screen.findByRole('textbox', { name: 'Message' });
}

function shownMessages() {
  return within(screen.getByRole('log', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.chat-message__text')?.textContent);
}

describe('the anonymous chat', () => {
  it('signs each message with its role only, the viewer\'s side as "(you)"', async () => {
    renderPanel([
      threadMock([
        buildMessage(1, 'system', 'Your application was accepted.'),
        buildMessage(2, 'expert', 'Hello!'),
        buildMessage(3, 'client', 'Hi there'),
      ]),
    ]);
    const log = await screen.findByRole('log', { name: 'Messages' });
    const senders = within(log)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.chat-message__sender')?.textContent);
    expect(senders).toEqual(['System', 'Expert', 'Client (you)']);
  });

  it('shows a message that arrives live after the last one loaded, once', async () => {
    renderPanel([
      threadMock([buildMessage(1, 'client', 'Anyone there?')]),
      {
        request: {
          query: AnonymousChatLiveDocument,
          variables: { threadId: 'thread-1', since: 'message-1' },
        },
        result: { data: { chatMessageAdded: buildMessage(2, 'expert', 'Here!') } },
      },
    ]);
    expect(await screen.findByText('Here!')).toBeVisible();
    expect(shownMessages()).toEqual(['Anyone there?', 'Here!']);
  });

  it('reads the thread again after the socket reconnects and resumes from its last message', async () => {
    renderPanel([
      threadMock([]),
      threadMock([buildMessage(1, 'expert', 'Sent while you were away')]),
      {
        request: {
          query: AnonymousChatLiveDocument,
          variables: { threadId: 'thread-1', since: 'message-1' },
        },
        result: { data: { chatMessageAdded: buildMessage(2, 'expert', 'And now live') } },
      },
    ]);
    expect(await screen.findByText(CHAT_MESSAGES.empty)).toBeVisible();
    act(() => reportSocketReconnected());
    expect(await screen.findByText('And now live')).toBeVisible();
    expect(shownMessages()).toEqual(['Sent while you were away', 'And now live']);
  });

  it('says live updates paused when the API ends them, and Try Again subscribes again', async () => {
    const live = (since?: string) => ({
      query: AnonymousChatLiveDocument,
      variables: { threadId: 'thread-1', since },
    });
    const user = renderPanel([
      threadMock([]),
      { request: live(), result: apiError('FORBIDDEN', 'Not your thread') },
      threadMock([buildMessage(1, 'expert', 'Missed one')]),
      {
        request: live('message-1'),
        result: { data: { chatMessageAdded: buildMessage(2, 'expert', 'Live again') } },
      },
    ]);
    const notice = (await screen.findByText(CHAT_MESSAGES.livePaused)).closest('[role="status"]');
    expect(notice).not.toBeNull();
    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Live again')).toBeVisible();
    expect(shownMessages()).toEqual(['Missed one', 'Live again']);
    expect(screen.queryByText(CHAT_MESSAGES.livePaused)).toBeNull();
  });

  it('says so when there are no messages yet', async () => {
    renderPanel([threadMock([])]);
    expect(await screen.findByText(CHAT_MESSAGES.empty)).toBeVisible();
  });

  it('sends with Enter, trimmed, and empties the box', async () => {
    const user = renderPanel([
      threadMock([]),
      sendMock('Hello expert', {
        data: { sendChatMessage: buildMessage(4, 'client', 'Hello expert') },
      }),
    ]);
    await user.type(await box(), '  Hello expert  {Enter}');
    expect(await screen.findByText('Hello expert')).toBeVisible();
    const input = await box();
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('adds a line with Shift+Enter instead of sending', async () => {
    const user = renderPanel([threadMock([])]);
    await user.type(await box(), 'First{Shift>}{Enter}{/Shift}Second');
    expect(await box()).toHaveValue('First\nSecond');
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('does not send text that is empty once trimmed', async () => {
    const user = renderPanel([threadMock([])]);
    await user.type(await box(), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('blocks a second send while the first is on its way', async () => {
    const user = renderPanel(
      [
        threadMock([]),
        sendMock('One', { data: { sendChatMessage: buildMessage(5, 'client', 'One') } }),
      ],
      ['AnonymousChatSend'],
    );
    await user.type(await box(), 'One{Enter}');
    await user.type(await box(), '{Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    release('AnonymousChatSend');
    expect(await screen.findByText('One')).toBeVisible();
    // The single mock would fail a second send with an error; none shows.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps what was typed while a message was on its way', async () => {
    const user = renderPanel([
      threadMock([]),
      sendMock('One', { data: { sendChatMessage: buildMessage(5, 'client', 'One') } }, 200),
    ]);
    await user.type(await box(), 'One{Enter}');
    await user.type(await box(), ' and two');
    expect(await screen.findByText('One')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(await box()).toHaveValue('One and two');
  });

  it('says the failure and keeps the text when a send fails', async () => {
    const user = renderPanel([threadMock([]), sendMock('Lost?', apiError('INTERNAL_ERROR'))]);
    await user.type(await box(), 'Lost?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.sendFailed);
    expect(await box()).toHaveValue('Lost?');
  });

  it("says the API's reason, with when to try again, when sending too fast", async () => {
    const reason = 'Too many messages: at most 30 a minute in one chat. Try again in 12 seconds.';
    const user = renderPanel([threadMock([]), sendMock('Again', apiError('RATE_LIMITED', reason))]);
    await user.type(await box(), 'Again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(await box()).toHaveValue('Again');
  });

  it('counts the characters out of 4000 and holds back a longer message', async () => {
    const user = renderPanel([threadMock([])]);
    const input = await box();
    await user.type(input, 'Hello');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('5/4000 characters'));
    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(4001));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('4001/4000 characters'));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the API's reason when the thread closed meanwhile", async () => {
    const reason = 'This project is completed; its chat is closed.';
    const user = renderPanel([
      threadMock([]),
      sendMock('Late', apiError('CONFLICT', reason)),
      threadMock([], { open: false }),
    ]);
    await user.type(await box(), 'Late{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(await screen.findByText(CHAT_MESSAGES.closed)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows a closed thread read-only, saying why', async () => {
    renderPanel([threadMock([buildMessage(1, 'expert', 'Done!')], { open: false })]);
    expect(await screen.findByText(CHAT_MESSAGES.closed)).toBeVisible();
    expect(shownMessages()).toEqual(['Done!']);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers Try Again when the thread fails to load', async () => {
    const user = renderPanel([
      { ...threadMock([]), result: apiError('INTERNAL_ERROR') },
      threadMock([buildMessage(1, 'expert', 'Back again')]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Back again')).toBeVisible();
  });
});

describe('the Anonymous Chat dialog', () => {
  it('is titled Anonymous Chat and lets the client pick a conversation', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider
        mocks={[
          threadMock([buildMessage(1, 'expert', 'From one')], { applicationId: 'a-1' }),
          threadMock([buildMessage(2, 'expert', 'From two')], { applicationId: 'a-2' }),
        ]}
      >
        <AnonymousChatDialog
          requestId="request-1"
          choices={[
            { applicationId: 'a-1', label: 'Applicant 1 (pending)' },
            { applicationId: 'a-2', label: 'Applicant 2 (pending)' },
          ]}
          onClose={() => undefined}
        />
      </MockedProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Anonymous Chat' });
    expect(await within(dialog).findByText('From one')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('Conversation'), 'a-2');
    expect(await within(dialog).findByText('From two')).toBeVisible();
  });

  it('says the chat opens with the first application when no one applied', () => {
    render(
      <MockedProvider mocks={[]}>
        <AnonymousChatDialog requestId="request-1" choices={[]} onClose={() => undefined} />
      </MockedProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Anonymous Chat' })).toHaveTextContent(
      CHAT_MESSAGES.noApplications,
    );
  });
});
