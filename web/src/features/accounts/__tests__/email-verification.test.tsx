import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EmailVerificationNoticeSendDocument,
  VerifyEmailPageVerifyDocument,
} from '../../../gql/graphql';
import VerifyEmailPage from '../pages/verify-email-page';
import { buildSessionUser, renderApp, sessionUserMock, setUpAppTests } from './session-fixture';

const VERIFIED = 'Your email address is verified.';
const INVALID =
  'This verification link is invalid, has already been used, has expired or is for an address the account no longer uses. Ask for a new one.';
const SENT = 'We have sent a verification link to ada@example.com. It works for 24 hours.';

function verifyMock(token: string, result: object) {
  return {
    request: { query: VerifyEmailPageVerifyDocument, variables: { input: { token } } },
    result,
  };
}

const refused = {
  errors: [
    { message: INVALID, extensions: { code: 'VALIDATION_ERROR', fields: { token: INVALID } } },
  ],
};

function sendMock(result: object) {
  return { request: { query: EmailVerificationNoticeSendDocument }, result };
}

const unverified = buildSessionUser({ emailVerified: false });

describe('the verify-email page', () => {
  setUpAppTests();
  const routes = { 'verify-email': <VerifyEmailPage /> };

  it('verifies at once, takes the token out of the address, and reads the account again', async () => {
    const probe = renderApp(
      '/verify-email?token=tok-123',
      [
        sessionUserMock(unverified),
        verifyMock('tok-123', {
          data: { verifyEmail: { __typename: 'VerifyEmailPayload', message: VERIFIED } },
        }),
        sessionUserMock(buildSessionUser({ emailVerified: true })),
      ],
      { routes, token: 'session-token' },
    );
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(VERIFIED);
    expect(probe.search).toBe('');
    expect(await screen.findByRole('link', { name: 'Go to your settings' })).toHaveAttribute(
      'href',
      '/dashboard?section=settings&tab=profile',
    );
    // The verification went without the session: the link is the proof.
    expect(probe.sent.find((sent) => sent.operationName === 'VerifyEmailPageVerify')).toEqual({
      operationName: 'VerifyEmailPageVerify',
      authorization: undefined,
    });
  });

  it('offers a signed-in account whose link is spent a new one, and says where it went', async () => {
    renderApp(
      '/verify-email?token=spent',
      [
        sessionUserMock(unverified),
        verifyMock('spent', refused),
        sendMock({
          data: {
            sendVerificationEmail: {
              __typename: 'VerificationEmailPayload',
              message: SENT,
              emailVerified: false,
            },
          },
        }),
      ],
      { routes, token: 'session-token' },
    );
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
  });

  it('asks a visitor with a spent link to sign in for a new one', async () => {
    renderApp('/verify-email?token=spent', [verifyMock('spent', refused)], { routes });
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign in to send a new link to your address.')).toBeInTheDocument();
  });

  it('says a link without a token is incomplete', async () => {
    renderApp('/verify-email', [], { routes });
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete.');
  });

  it('offers to try again when FlowVault cannot be reached', async () => {
    renderApp(
      '/verify-email?token=tok-9',
      [
        verifyMock('tok-9', {
          errors: [{ message: 'boom', extensions: { code: 'INTERNAL_ERROR' } }],
        }),
        verifyMock('tok-9', {
          data: { verifyEmail: { __typename: 'VerifyEmailPayload', message: VERIFIED } },
        }),
      ],
      { routes },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    // The header's Sign in, and the page's way on for a visitor.
    expect(screen.getAllByRole('button', { name: 'Sign in' })).toHaveLength(2);
  });

  it('shows a refusal of a new link as the API words it', async () => {
    const limited = 'Too many verification emails. Try again in 14 minutes.';
    renderApp(
      '/verify-email?token=spent',
      [
        sessionUserMock(unverified),
        verifyMock('spent', refused),
        sendMock({
          errors: [{ message: limited, extensions: { code: 'RATE_LIMITED', retryAfter: 840 } }],
        }),
      ],
      { routes, token: 'session-token' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(limited)).toBeInTheDocument();
  });
});
