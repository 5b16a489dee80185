import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AccountDataDeleteDocument, AccountDataExportDocument } from '../../../gql/graphql';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
} from '../../accounts/__tests__/session-fixture';
import { AUTH_TOKEN_KEY } from '../../accounts/session-token';
import DashboardPage from '../../dashboard/pages/dashboard-page';
import { captureDownloads, readText } from '../../workflow/__tests__/capture-downloads';
import { exportFileName } from '../components/account-data';

const ADA = buildSessionUser();

function deleteMock(
  currentPassword: string,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return {
    request: { query: AccountDataDeleteDocument, variables: { input: { currentPassword } } },
    result,
  };
}

const refusal = (message: string, code: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

/** Opens Settings > Account data for Ada, over these further mocks. */
async function renderAccountData(mocks: MockLink.MockedResponse[] = []) {
  const probe = renderApp(
    '/dashboard?section=settings&tab=account-data',
    [sessionUserMock(ADA), ...mocks],
    { token: 'token-1', routes: { dashboard: <DashboardPage /> } },
  );
  const panel = await screen.findByRole('tabpanel', { name: 'Account data' });
  return { probe, panel, user: userEvent.setup() };
}

async function openDeleteDialog(panel: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(panel).getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('Settings, Account data', () => {
  setUpAppTests();
  let restore = () => undefined as void;

  afterEach(() => restore());

  it('names the export after the day it is made', () => {
    expect(exportFileName(new Date('2026-03-04T23:10:00Z'))).toBe('flowvault-data-2026-03-04.json');
  });

  it('downloads the export with the session token and saves it as flowvault-data-<date>.json', async () => {
    const capture = captureDownloads('export');
    restore = capture.restore;

    const document = { profile: { email: ADA.email }, chatMessages: [] };
    const { panel, user, probe } = await renderAccountData([
      {
        request: { query: AccountDataExportDocument },
        result: { data: { accountExport: document } },
      },
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Download my data' }));

    await waitFor(() =>
      expect(capture.clicks.map((link) => link.download)).toEqual([exportFileName(new Date())]),
    );
    expect(JSON.parse(await readText(capture.blobs[0]))).toEqual(document);
    expect(probe.sent.find((sent) => sent.operationName === 'AccountDataExport')).toEqual({
      operationName: 'AccountDataExport',
      authorization: 'Bearer token-1',
    });
  });

  it('says so when the export is refused', async () => {
    const { panel, user } = await renderAccountData([
      {
        request: { query: AccountDataExportDocument },
        result: refusal('Too many data exports. Try again in 40 minutes.', 'RATE_LIMITED'),
      },
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Download my data' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Too many data exports. Try again in 40 minutes.',
    );
  });

  it('asks for the password first, and shows a wrong one under its field', async () => {
    const wrong = 'Current password is incorrect';
    const { panel, user } = await renderAccountData([
      deleteMock('not-it', refusal(wrong, 'VALIDATION_ERROR', { currentPassword: wrong })),
    ]);
    const dialog = await openDeleteDialog(panel, user);
    expect(dialog).toHaveTextContent(/payments keep their amounts/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const field = within(dialog).getByLabelText('Current password');
    expect(field).toHaveAccessibleDescription('Current password is required');

    await user.type(field, 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(wrong));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-1');
  });

  it("shows the API's refusal in the dialog and keeps the session", async () => {
    const active =
      'You have an active project; complete or cancel it before deleting your account.';
    const { panel, user } = await renderAccountData([
      deleteMock('secret-one', refusal(active, 'CONFLICT')),
    ]);
    const dialog = await openDeleteDialog(panel, user);
    await user.type(within(dialog).getByLabelText('Current password'), 'secret-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(active)).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-1');
  });

  it('on success signs the browser out and opens the home page saying the account is gone', async () => {
    const { panel, user, probe } = await renderAccountData([
      deleteMock('secret-one', {
        data: { deleteAccount: { __typename: 'DeleteAccountPayload', deleted: true } },
      }),
    ]);
    const dialog = await openDeleteDialog(panel, user);
    await user.type(within(dialog).getByLabelText('Current password'), 'secret-one{Enter}');

    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(probe.pathname).toBe('/');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
