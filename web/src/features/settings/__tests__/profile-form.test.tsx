import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EmailVerificationNoticeSendDocument,
  ProfileFormDocument,
  ProfileFormUpdateDocument,
} from '../../../gql/graphql';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
} from '../../accounts/__tests__/session-fixture';
import { AUTH_TOKEN_KEY } from '../../accounts/session-token';
import { profileFormMock } from './profile-fixture';
import DashboardPage from '../../dashboard/pages/dashboard-page';
import type { MockLink } from '@apollo/client/testing';

const ADA = buildSessionUser();

function updateMock(
  input: Record<string, string>,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: ProfileFormUpdateDocument, variables: { input } }, result };
}

function updated(token: string | null, name = ADA.name, email = ADA.email) {
  return {
    data: {
      updateProfile: {
        __typename: 'UpdateProfilePayload',
        token,
        // A new address is not verified.
        user: { __typename: 'User', id: ADA.id, name, email, emailVerified: email === ADA.email },
      },
    },
  };
}

/** Opens Settings > Profile for Ada, over these further mocks. */
async function renderProfile(mocks: MockLink.MockedResponse[] = []) {
  const probe = renderApp(
    '/dashboard?section=settings',
    [sessionUserMock(ADA), profileFormMock(ADA), ...mocks],
    { token: 'token-1', routes: { dashboard: <DashboardPage /> } },
  );
  const panel = await screen.findByRole('tabpanel', { name: 'Profile' });
  await within(panel).findByLabelText('Name');
  return { probe, panel, user: userEvent.setup() };
}

describe('the profile form', () => {
  setUpAppTests();

  it('starts from the account and leaves the password fields empty', async () => {
    const { panel } = await renderProfile();
    expect(within(panel).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(within(panel).getByLabelText('Email')).toHaveValue('ada@example.com');
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(within(panel).getByLabelText(label)).toHaveValue('');
    }
    // A verified address needs no word about it.
    expect(within(panel).queryByRole('heading', { name: 'Verify your email' })).toBeNull();
  });

  it('refuses mismatched passwords and a missing current password, asking nothing', async () => {
    const { panel, user, probe } = await renderProfile();
    await user.type(within(panel).getByLabelText('New password'), 'secret-two');
    await user.type(within(panel).getByLabelText('Confirm new password'), 'secret-three');
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(within(panel).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'New passwords do not match',
    );
    expect(within(panel).getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required to set a new password',
    );
    // Only the loads: the account, the header's n8n connection and notification count, and the
    // form's own.
    expect(probe.sent.map((operation) => operation.operationName).sort()).toEqual([
      'N8nConnectionSettings',
      'NotificationBell',
      'ProfileForm',
      'SessionUser',
    ]);
  });

  it('requires a name and a valid email, and 6 characters in a new password', async () => {
    const { panel, user } = await renderProfile();
    await user.clear(within(panel).getByLabelText('Name'));
    await user.clear(within(panel).getByLabelText('Email'));
    await user.type(within(panel).getByLabelText('Email'), 'ada.example.com');
    await user.type(within(panel).getByLabelText('Current password'), 'secret-one');
    await user.type(within(panel).getByLabelText('New password'), 'short');
    await user.type(within(panel).getByLabelText('Confirm new password'), 'short');
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(within(panel).getByText('Name is required')).toBeInTheDocument();
    expect(within(panel).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(panel).getAllByText('Password must be at least 6 characters')).toHaveLength(2);
  });

  it('saves name and email without touching the password, and the header follows', async () => {
    const { panel, user } = await renderProfile([
      updateMock(
        { name: 'Ada King', email: 'ada@example.com' },
        updated(null, 'Ada King', 'ada@example.com'),
      ),
    ]);
    await user.clear(within(panel).getByLabelText('Name'));
    await user.type(within(panel).getByLabelText('Name'), 'Ada King');
    await user.type(within(panel).getByLabelText('Current password'), 'typed but unused');
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ada King' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Ada King')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-1');
  });

  it('asks for the current password to change the email, and sends it with the change', async () => {
    const { panel, user, probe } = await renderProfile([
      updateMock(
        { name: 'Ada Lovelace', email: 'ada@elsewhere.example', currentPassword: 'secret-one' },
        updated(null, 'Ada Lovelace', 'ada@elsewhere.example'),
      ),
    ]);
    await user.clear(within(panel).getByLabelText('Email'));
    await user.type(within(panel).getByLabelText('Email'), 'ada@elsewhere.example');
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(within(panel).getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required to change the email',
    );
    expect(probe.sent.map((operation) => operation.operationName)).not.toContain(
      'ProfileFormUpdate',
    );
    await user.type(within(panel).getByLabelText('Current password'), 'secret-one');
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    expect(within(panel).getByLabelText('Email')).toHaveValue('ada@elsewhere.example');
    expect(within(panel).getByLabelText('Current password')).toHaveValue('');
    // The new address is not verified yet.
    const notice = await within(panel).findByRole('region', { name: 'Verify your email' });
    expect(notice).toHaveTextContent('We sent a link to ada@elsewhere.example.');
  });

  it('asks an account whose address is not verified to verify it, and sends a new link', async () => {
    const sent = 'We have sent a verification link to ada@example.com. It works for 24 hours.';
    const unverified = buildSessionUser({ emailVerified: false });
    renderApp(
      '/dashboard?section=settings',
      [
        sessionUserMock(unverified),
        profileFormMock(unverified),
        {
          request: { query: EmailVerificationNoticeSendDocument },
          result: {
            data: {
              sendVerificationEmail: {
                __typename: 'VerificationEmailPayload',
                message: sent,
                emailVerified: false,
              },
            },
          },
        },
      ],
      { token: 'token-1', routes: { dashboard: <DashboardPage /> } },
    );
    const panel = await screen.findByRole('tabpanel', { name: 'Profile' });
    const notice = await within(panel).findByRole('region', { name: 'Verify your email' });
    expect(notice).toHaveTextContent('publishing templates needs it');
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Send a new link' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(sent);
  });

  it('keeps the user signed in after a password change with the new token', async () => {
    const { panel, user, probe } = await renderProfile([
      updateMock(
        {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          currentPassword: 'secret-one',
          newPassword: 'secret-two',
        },
        updated('token-2'),
      ),
      sessionUserMock(ADA),
    ]);
    await user.type(within(panel).getByLabelText('Current password'), 'secret-one');
    await user.type(within(panel).getByLabelText('New password'), 'secret-two');
    await user.type(within(panel).getByLabelText('Confirm new password'), 'secret-two');
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Profile updated successfully!',
    );
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-2');
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(within(panel).getByLabelText(label)).toHaveValue('');
    }
    await waitFor(() =>
      expect(probe.sent.at(-1)).toEqual({
        operationName: 'SessionUser',
        authorization: 'Bearer token-2',
      }),
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows a wrong current password under its field, signed in still', async () => {
    const wrong = 'Current password is incorrect';
    const { panel, user } = await renderProfile([
      updateMock(
        {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          currentPassword: 'not-it',
          newPassword: 'secret-two',
        },
        {
          errors: [
            {
              message: wrong,
              extensions: { code: 'VALIDATION_ERROR', fields: { currentPassword: wrong } },
            },
          ],
        },
      ),
    ]);
    await user.type(within(panel).getByLabelText('Current password'), 'not-it');
    await user.type(within(panel).getByLabelText('New password'), 'secret-two');
    await user.type(within(panel).getByLabelText('Confirm new password'), 'secret-two');
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(within(panel).getByLabelText('Current password')).toHaveAccessibleDescription(wrong),
    );
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-1');
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });

  it('says a refusal in the server\'s words, a failure inside it as "Failed to update profile"', async () => {
    const { panel, user } = await renderProfile([
      updateMock(
        { name: 'Ada Lovelace', email: 'ada@example.com' },
        {
          errors: [
            {
              message: 'Too many changes. Please try again in a minute.',
              extensions: { code: 'RATE_LIMITED' },
            },
          ],
        },
      ),
      updateMock(
        { name: 'Ada Lovelace', email: 'ada@example.com' },
        {
          errors: [
            {
              message: 'Something went wrong on our side. Please try again.',
              extensions: { code: 'INTERNAL_ERROR' },
            },
          ],
        },
      ),
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Too many changes. Please try again in a minute.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent('Failed to update profile'),
    );
  });

  it('says when the profile cannot be loaded', async () => {
    renderApp(
      '/dashboard?section=settings',
      [
        sessionUserMock(ADA),
        { request: { query: ProfileFormDocument }, error: new TypeError('Failed to fetch') },
      ],
      { token: 'token-1', routes: { dashboard: <DashboardPage /> } },
    );
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
  });
});
