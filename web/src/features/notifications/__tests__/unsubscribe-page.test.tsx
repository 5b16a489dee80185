import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnsubscribePageUnsubscribeDocument } from '../../../gql/graphql';
import {
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import UnsubscribePage from '../pages/unsubscribe-page';

const TOKEN = 'user-1.chat_message.c2lnbmF0dXJl';
const INVALID =
  'This unsubscribe link is not valid. Open Settings, Notifications to choose your emails.';

function unsubscribeMock(result: MockLink.MockedResponse['result'], token = TOKEN) {
  return {
    request: { query: UnsubscribePageUnsubscribeDocument, variables: { input: { token } } },
    delay: 20,
    result,
  };
}

const DONE = unsubscribeMock({
  data: {
    unsubscribe: {
      __typename: 'UnsubscribePayload',
      kind: 'chat_message',
      message: 'You will no longer get emails for: Chat messages while you are not in the chat.',
    },
  },
});

/** The page a visitor opens from an email at `url`. */
function renderPage(url: string, mocks: MockLink.MockedResponse[]) {
  return renderApp(url, [sessionUserMock(null), ...mocks], {
    routes: { unsubscribe: <UnsubscribePage />, dashboard: <p>Dashboard page</p> },
  });
}

describe('the unsubscribe page', () => {
  setUpAppTests();

  it('turns the email off once, says what was turned off, and takes the token out of the address', async () => {
    const probe = renderPage(`/unsubscribe?token=${TOKEN}`, [DONE]);
    expect(screen.getByRole('heading', { name: 'Unsubscribing' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Turning these emails off' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/no longer get emails for: Chat messages/)).toBeInTheDocument();
    expect(probe.pathname).toBe('/unsubscribe');
    expect(probe.search).toBe('');
    expect(timesSent(probe, 'UnsubscribePageUnsubscribe')).toBe(1);
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/dashboard?section=settings&tab=notifications',
    );
  });

  it('says a link the API refuses is not valid, with the ways to the settings', async () => {
    renderPage(`/unsubscribe?token=${TOKEN}`, [
      unsubscribeMock({
        errors: [
          {
            message: INVALID,
            extensions: { code: 'VALIDATION_ERROR', fields: { token: 'not a valid link' } },
          },
        ],
      }),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Notification settings' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('says a link without a token is not valid, asking nothing', () => {
    const probe = renderPage('/unsubscribe', []);
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(timesSent(probe, 'UnsubscribePageUnsubscribe')).toBe(0);
  });

  it('offers Try Again when the API could not be reached', async () => {
    const user = userEvent.setup();
    renderPage(`/unsubscribe?token=${TOKEN}`, [
      { request: DONE.request, error: new Error('Network down') },
      DONE,
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Could not unsubscribe' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
  });
});
