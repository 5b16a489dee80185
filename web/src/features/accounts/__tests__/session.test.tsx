import { ServerError } from '@apollo/client/errors';
import { useLazyQuery } from '@apollo/client/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileFormDocument } from '../../../gql/graphql';
import { SessionUserDocument } from '../../../gql-home/graphql';
import { useSignInPrompt } from '../hooks/use-sign-in-prompt';
import { AUTH_TOKEN_KEY } from '../session-token';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  UNAUTHORIZED_RESULT,
} from './session-fixture';

/** A page whose button runs one more authenticated operation, past the cache. */
function ProfileButton() {
  const [load, { data, error }] = useLazyQuery(ProfileFormDocument, {
    fetchPolicy: 'network-only',
  });
  if (error) return <p>Profile failed</p>;
  return (
    <button type="button" onClick={() => load().catch(() => undefined)}>
      {data?.me ? data.me.email : 'Load profile'}
    </button>
  );
}

/** An action that needs an account, as Save Template is. */
function SaveButton() {
  const openSignIn = useSignInPrompt();
  return (
    <button type="button" onClick={() => openSignIn('save templates')}>
      Save
    </button>
  );
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

describe('the session', () => {
  setUpAppTests();

  it('loads the account of a stored token and sends the token with every operation', async () => {
    const probe = renderApp('/', [sessionUserMock()], { token: 'token-ada' });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    // The header asks for the n8n connection (and the bell for its count) once the account is
    // known, in whichever order their code arrives.
    await waitFor(() =>
      expect(probe.sent.map((operation) => operation.operationName)).toEqual(
        expect.arrayContaining(['SessionUser', 'N8nConnectionSettings']),
      ),
    );
    expect(probe.sent[0].operationName).toBe('SessionUser');
    for (const operation of probe.sent) {
      expect(operation.authorization).toBe('Bearer token-ada');
    }
  });

  it('asks nothing for a visitor', async () => {
    const probe = renderApp('/', []);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(probe.sent).toEqual([]);
  });

  it('ends the session when the API refuses the stored token at start', async () => {
    renderApp('/', [{ request: { query: SessionUserDocument }, result: UNAUTHORIZED_RESULT }], {
      token: 'revoked',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('still says why after a reload when the session ended on the page before it', async () => {
    renderApp('/', [{ request: { query: SessionUserDocument }, result: UNAUTHORIZED_RESULT }], {
      token: 'revoked',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_ENDED);
    cleanup();
    // The reload: a new page with no token, told once why it is signed out.
    renderApp('/', []);
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_ENDED);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    cleanup();
    // Once: the page after that says nothing.
    renderApp('/', []);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs out cleanly when any later operation is refused: token, cache and user gone', async () => {
    const probe = renderApp(
      '/profile',
      [
        sessionUserMock(),
        // The token was revoked meanwhile (a password change elsewhere).
        { request: { query: ProfileFormDocument }, result: UNAUTHORIZED_RESULT },
      ],
      { token: 'token-ada', routes: { profile: <ProfileButton /> } },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load profile' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(probe.client.cache.extract()).toEqual({}));

    await user.click(within(notice).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends the session on an HTTP 401 whose body Apollo did not parse', async () => {
    const refused = new ServerError('Response not successful: Received status code 401', {
      response: { status: 401 } as Response,
      bodyText: JSON.stringify(UNAUTHORIZED_RESULT),
    });
    renderApp('/', [{ request: { query: SessionUserDocument }, error: refused }], {
      token: 'expired',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('opens no sign-in dialog for someone already signed in', async () => {
    const user = userEvent.setup();
    renderApp('/save', [sessionUserMock()], {
      token: 'token-ada',
      routes: { save: <SaveButton /> },
    });
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    // Nothing was asked while signed in, so nothing pops up when the session ends.
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // The dialog is a lazy chunk: give it time to arrive before saying it did not.
    await expect(screen.findByRole('dialog', {}, { timeout: 500 })).rejects.toThrow();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('keeps a newer session when a request sent with an older token is refused', async () => {
    renderApp(
      '/profile',
      [
        sessionUserMock(),
        {
          request: { query: ProfileFormDocument },
          result: () => {
            // The password changed meanwhile: a new token is stored before the refusal arrives.
            window.localStorage.setItem(AUTH_TOKEN_KEY, 'token-after-change');
            return UNAUTHORIZED_RESULT;
          },
        },
      ],
      { token: 'token-before-change', routes: { profile: <ProfileButton /> } },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load profile' }));

    expect(await screen.findByText('Profile failed')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-after-change');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs out from the header: token and cached account gone, no message', async () => {
    const probe = renderApp('/', [sessionUserMock(buildSessionUser({ name: 'Grace' }))], {
      token: 'token-grace',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Grace')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(probe.client.cache.extract()).toEqual({}));
  });
});
