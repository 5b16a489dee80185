import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInDialogLoginDocument, SignInDialogRegisterDocument } from '../../../gql/graphql';
import { SessionUserDocument } from '../../../gql-home/graphql';
import { AUTH_TOKEN_KEY } from '../session-token';
import { buildSessionUser, renderApp, sessionUserMock, setUpAppTests } from './session-fixture';

const CREDENTIALS = { email: 'ada@example.com', password: 'correct-horse' };

function loginMock(result: object, input = CREDENTIALS) {
  return { request: { query: SignInDialogLoginDocument, variables: { input } }, result };
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  return { user, dialog };
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Email'), CREDENTIALS.email);
  await user.type(within(dialog).getByLabelText('Password'), CREDENTIALS.password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in dialog', () => {
  setUpAppTests();

  it('signs in: stores the token, closes, and the header shows the account', async () => {
    renderApp('/', [
      loginMock({ data: { login: { __typename: 'AuthPayload', token: 'token-ada' } } }),
      sessionUserMock(),
    ]);
    const { user, dialog } = await openDialog();
    await fillLogin(user, dialog);

    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-ada');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('shows a wrong password as the API words it, on top, and stores nothing', async () => {
    renderApp('/', [
      loginMock({
        errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHORIZED' } }],
      }),
    ]);
    const { user, dialog } = await openDialog();
    await fillLogin(user, dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(dialog).toHaveAttribute('open');
    // A failed sign-in is not a session that ended.
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });

  it('shows a rate-limit refusal as is', async () => {
    const message = 'Too many sign-in attempts. Try again in 42 seconds.';
    renderApp('/', [
      loginMock({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter: 42 } }] }),
    ]);
    const { user, dialog } = await openDialog();
    await fillLogin(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('sends sign-in without a stale stored token', async () => {
    const probe = renderApp(
      '/',
      [
        {
          request: { query: SessionUserDocument },
          result: { data: { me: null } },
        },
        loginMock({ data: { login: { __typename: 'AuthPayload', token: 'fresh' } } }),
        sessionUserMock(),
      ],
      { token: 'stale' },
    );
    const { user, dialog } = await openDialog();
    await fillLogin(user, dialog);
    await screen.findByText('Ada Lovelace');
    // The signed-in header's notification count loads lazily, alongside the rest.
    const bell = { operationName: 'NotificationBell', authorization: 'Bearer fresh' };
    await waitFor(() =>
      expect(probe.sent.filter((sent) => sent.operationName !== bell.operationName)).toEqual([
        { operationName: 'SessionUser', authorization: 'Bearer stale' },
        { operationName: 'SignInDialogLogin', authorization: undefined },
        { operationName: 'SessionUser', authorization: 'Bearer fresh' },
        // The signed-in header's load of the n8n connection.
        { operationName: 'N8nConnectionSettings', authorization: 'Bearer fresh' },
      ]),
    );
    await waitFor(() => expect(probe.sent).toContainEqual(bell));
  });

  it('switches to Create account and registers with name, email and password', async () => {
    const input = { name: 'Grace Hopper', email: 'grace@example.com', password: 'cobol-1959' };
    renderApp('/', [
      {
        request: { query: SignInDialogRegisterDocument, variables: { input } },
        result: { data: { register: { __typename: 'AuthPayload', token: 'token-grace' } } },
      },
      sessionUserMock(buildSessionUser({ name: 'Grace Hopper', email: input.email })),
    ]);
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));

    const register = screen.getByRole('dialog', { name: 'Create account' });
    await user.type(within(register).getByLabelText('Name'), input.name);
    await user.type(within(register).getByLabelText('Email'), input.email);
    await user.type(within(register).getByLabelText('Password'), input.password);
    await user.click(within(register).getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-grace');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the form before asking the API, and goes back to sign in', async () => {
    const probe = renderApp('/', []);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Password'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(probe.sent).toEqual([]);

    expect(within(dialog).getByText('Already have an account?')).toHaveTextContent(
      'Already have an account? Sign in',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('puts a problem the API names for a field under that field', async () => {
    const taken = 'An account with this email already exists';
    const input = { name: 'Ada', email: 'ada@example.com', password: 'secret-one' };
    renderApp('/', [
      {
        request: { query: SignInDialogRegisterDocument, variables: { input } },
        result: {
          errors: [{ message: taken, extensions: { code: 'CONFLICT', fields: { email: taken } } }],
        },
      },
    ]);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    await user.type(within(dialog).getByLabelText('Name'), input.name);
    await user.type(within(dialog).getByLabelText('Email'), input.email);
    await user.type(within(dialog).getByLabelText('Password'), input.password);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(taken),
    );
    expect(within(dialog).getAllByText(taken)).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
