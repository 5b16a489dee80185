import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ForgotPasswordFormRequestDocument,
  ResetPasswordPageResetDocument,
} from '../../../gql/graphql';
import ResetPasswordPage from '../pages/reset-password-page';
import { AUTH_TOKEN_KEY } from '../session-token';
import { renderApp, sessionUserMock, setUpAppTests } from './session-fixture';

const ANSWER =
  'If an account uses this address, we have sent it a link to reset the password. The link works for 30 minutes.';
const INVALID =
  'This reset link is invalid, has already been used or has expired. Ask for a new one.';

function forgotMock(
  email: string,
  result: object = {
    data: { forgotPassword: { __typename: 'ForgotPasswordPayload', message: ANSWER } },
  },
) {
  return {
    request: { query: ForgotPasswordFormRequestDocument, variables: { input: { email } } },
    result,
  };
}

function resetMock(token: string, newPassword: string, result: object) {
  return {
    request: {
      query: ResetPasswordPageResetDocument,
      variables: { input: { token, newPassword } },
    },
    result,
  };
}

describe('"Forgot password?" in the sign-in dialog', () => {
  setUpAppTests();

  it('asks for a link for the address typed, and shows the answer as sent', async () => {
    renderApp('/', [forgotMock('ada@example.com')]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(signIn).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(ANSWER);

    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('checks the address before asking, and shows a refusal as the API words it', async () => {
    const limited = 'Too many password reset requests. Try again in 14 minutes.';
    renderApp('/', [
      forgotMock('ada@example.com', {
        errors: [{ message: limited, extensions: { code: 'RATE_LIMITED', retryAfter: 840 } }],
      }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(limited);
  });
});

describe('the reset page', () => {
  setUpAppTests();
  const routes = { 'reset-password': <ResetPasswordPage /> };

  it('takes the token out of the address, sets the password twice typed, and signs in', async () => {
    const probe = renderApp(
      '/reset-password?token=tok-123',
      [
        resetMock('tok-123', 'new-secret', {
          data: { resetPassword: { __typename: 'AuthPayload', token: 'token-after-reset' } },
        }),
        sessionUserMock(),
      ],
      { routes },
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(probe.search).toBe('');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secrets');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-after-reset');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers a new link when the link is used, expired or forged', async () => {
    renderApp(
      '/reset-password?token=spent',
      [
        resetMock('spent', 'new-secret', {
          errors: [
            {
              message: INVALID,
              extensions: { code: 'VALIDATION_ERROR', fields: { token: INVALID } },
            },
          ],
        }),
        forgotMock('ada@example.com'),
      ],
      { routes },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ANSWER);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('says a link without a token is incomplete, and offers a new one', async () => {
    renderApp('/reset-password', [], { routes });
    expect(await screen.findByRole('heading', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
  });
});
