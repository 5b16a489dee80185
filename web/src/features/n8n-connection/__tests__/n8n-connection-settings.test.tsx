import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildSessionUser,
  headerN8nConnectionLoaded,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import DashboardPage from '../../dashboard/pages/dashboard-page';
import { profileFormMock } from '../../settings/__tests__/profile-fixture';
import {
  apiError,
  clearMock,
  CONNECTED,
  N8N_URL,
  NOT_CONNECTED,
  SAVED,
  saveMock,
  settingsFailureMock,
  settingsMock,
  settingsOf,
  testMock,
} from './n8n-fixture';

const ADA = buildSessionUser();
const KEY = 'n8n-api-key-0123456789';

/**
 * Opens Settings > n8n Connection for Ada, over these mocks of the connection: the tab's own load
 * is asked for once the header has loaded the connection (not connected).
 */
async function renderTab(mocks: MockLink.MockedResponse[], hold: string[] = []) {
  const probe = renderApp(
    '/dashboard?section=settings',
    [sessionUserMock(ADA), profileFormMock(ADA), ...mocks],
    { token: 'token-ada', routes: { dashboard: <DashboardPage /> }, hold },
  );
  const user = userEvent.setup();
  const tab = await screen.findByRole('tab', { name: 'n8n Connection' });
  await headerN8nConnectionLoaded(probe);
  await user.click(tab);
  const panel = screen.getByRole('tabpanel', { name: 'n8n Connection' });
  return { probe, panel, user };
}

async function loadedTab(mocks: MockLink.MockedResponse[], hold: string[] = []) {
  const tab = await renderTab(mocks, hold);
  await within(tab.panel).findByLabelText('n8n Instance URL');
  return tab;
}

function header() {
  return screen.getByRole('banner');
}

describe('the n8n Connection tab', () => {
  setUpAppTests();

  it('shows Not Connected, an empty form and the link to n8n API documentation', async () => {
    const { panel } = await loadedTab([settingsMock(NOT_CONNECTED)]);
    expect(within(panel).getByText('Not Connected')).toBeInTheDocument();
    expect(within(panel).getByLabelText('n8n Instance URL')).toHaveValue('');
    expect(within(panel).getByLabelText('n8n Instance URL')).toHaveAttribute('type', 'url');
    expect(within(panel).getByLabelText('API Key')).toHaveAttribute('type', 'password');
    expect(within(panel).getByLabelText('API Key')).toHaveAttribute(
      'placeholder',
      'Your n8n API key',
    );
    const docs = within(panel).getByRole('link', { name: /n8n API documentation/ });
    expect(docs).toHaveAttribute('href', 'https://docs.n8n.io/api/authentication/');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs.getAttribute('rel')).toContain('noopener');
    expect(within(panel).queryByRole('button', { name: 'Clear Settings' })).not.toBeInTheDocument();
  });

  it('shows Connected after a successful test, with the saved URL, and never the key', async () => {
    const { panel } = await loadedTab([settingsMock(CONNECTED)]);
    expect(within(panel).getByText('Connected')).toBeInTheDocument();
    expect(within(panel).getByText(N8N_URL)).toBeInTheDocument();
    expect(within(panel).getByLabelText('n8n Instance URL')).toHaveValue(N8N_URL);
    const key = within(panel).getByLabelText('API Key');
    expect(key).toHaveValue('');
    expect(key.getAttribute('placeholder')).toMatch(/A key is saved/);
    expect(within(panel).getByRole('button', { name: 'Clear Settings' })).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded', async () => {
    const { panel } = await renderTab([settingsFailureMock()]);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Failed to load n8n settings',
    );
  });

  it('asks for both the URL and the key, and an http(s) URL, before sending anything', async () => {
    const { panel, user, probe } = await loadedTab([settingsMock(NOT_CONNECTED)]);
    await user.type(within(panel).getByLabelText('n8n Instance URL'), N8N_URL);
    await user.click(within(panel).getByRole('button', { name: 'Save Settings' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Both n8n Instance URL and API Key are required',
    );

    await user.clear(within(panel).getByLabelText('n8n Instance URL'));
    await user.type(within(panel).getByLabelText('n8n Instance URL'), 'ftp://n8n.example.com');
    await user.type(within(panel).getByLabelText('API Key'), KEY);
    await user.click(within(panel).getByRole('button', { name: 'Save Settings' }));
    expect(within(panel).getByLabelText('n8n Instance URL')).toHaveAccessibleDescription(
      'Please enter a valid http:// or https:// URL',
    );
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(timesSent(probe, 'N8nConnectionSettingsSave')).toBe(0);
  });

  it('shows Not tested, not Connected, for a connection saved but not tested', async () => {
    const { panel } = await loadedTab([settingsMock(SAVED)]);
    expect(within(panel).getByText('Not tested')).toBeInTheDocument();
    expect(within(panel).queryByText('Connected')).not.toBeInTheDocument();
    expect(within(panel).getByText(N8N_URL)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Test connection' })).toBeEnabled();
  });

  it('shows Not Connected when the last test failed', async () => {
    const { panel } = await loadedTab([settingsMock({ ...SAVED, lastTest: 'key_refused' })]);
    expect(within(panel).getByText('Not Connected')).toBeInTheDocument();
    expect(within(panel).getByText(N8N_URL)).toBeInTheDocument();
  });

  it('offers no test before anything is saved', async () => {
    const { panel } = await loadedTab([settingsMock(NOT_CONNECTED)]);
    expect(
      within(panel).queryByRole('button', { name: 'Test connection' }),
    ).not.toBeInTheDocument();
  });

  it('tests the saved connection, shows it is testing, then says Connected in a status', async () => {
    const { panel, user, probe } = await loadedTab(
      [settingsMock(SAVED), testMock('connected')],
      ['N8nConnectionSettingsTest'],
    );
    await user.click(within(panel).getByRole('button', { name: 'Test connection' }));
    expect(within(panel).getByRole('button', { name: 'Testing...' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    expect(within(panel).getByText('Not tested')).toBeInTheDocument();
    probe.release('N8nConnectionSettingsTest');
    expect(await within(panel).findByRole('status')).toHaveTextContent('Connected to n8n');
    expect(within(panel).getByText('Connected')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Test connection' })).toBeEnabled();
    expect(timesSent(probe, 'N8nConnectionSettingsTest')).toBe(1);
  });

  it.each([
    ['connected', { version: '1.123.8' }, 'Connected to n8n (version 1.123.8)', 'Connected'],
    ['key_refused', {}, 'n8n refused the API key', 'Not Connected'],
    ['unreachable', { reason: 'refused' }, `Could not reach n8n at ${N8N_URL}`, 'Not Connected'],
    [
      'address_refused',
      { reason: 'it is a cloud metadata address' },
      'FlowVault will not call this address (it is a cloud metadata address)',
      'Not Connected',
    ],
  ] as const)('words a %s test in plain words, as a status', async (result, found, text, badge) => {
    const { panel, user } = await loadedTab([settingsMock(SAVED), testMock(result, found)]);
    await user.click(within(panel).getByRole('button', { name: 'Test connection' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(text);
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByText(badge, { selector: '.badge' })).toBeInTheDocument();
  });

  it('says when a test could not be made, and keeps the badge as it was', async () => {
    const { panel, user } = await loadedTab([
      settingsMock(CONNECTED),
      {
        request: testMock('connected').request,
        result: apiError('Too many connection tests. Try again in 9 minutes.', {
          code: 'RATE_LIMITED',
        }),
      },
      { request: testMock('connected').request, error: new TypeError('Failed to fetch') },
    ]);
    const testButton = () => within(panel).getByRole('button', { name: 'Test connection' });
    await user.click(testButton());
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Too many connection tests. Try again in 9 minutes.',
    );
    await user.click(testButton());
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent(
        'Failed to test the n8n connection',
      ),
    );
    expect(within(panel).getByText('Connected')).toBeInTheDocument();
  });

  it('saves, says so, empties the key field, and the tab says Not tested until a test', async () => {
    const { panel, user, probe } = await loadedTab(
      [
        settingsMock(NOT_CONNECTED),
        saveMock(
          { n8nInstanceUrl: `${N8N_URL}/api/v1`, n8nApiKey: KEY },
          { data: { saveN8nSettings: settingsOf(SAVED) } },
        ),
      ],
      // Held in flight, so the test sees the saving state however fast the answer would come.
      ['N8nConnectionSettingsSave'],
    );
    expect(within(header()).getByRole('button', { name: 'Connect n8n' })).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('n8n Instance URL'), `${N8N_URL}/api/v1`);
    await user.type(within(panel).getByLabelText('API Key'), KEY);
    await user.click(within(panel).getByRole('button', { name: 'Save Settings' }));

    expect(within(panel).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    probe.release('N8nConnectionSettingsSave');
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'n8n settings saved successfully!',
    );
    expect(within(panel).getByLabelText('API Key')).toHaveValue('');
    expect(within(panel).getByLabelText('n8n Instance URL')).toHaveValue(N8N_URL);
    expect(within(panel).getByText('Not tested')).toBeInTheDocument();
    expect(within(panel).queryByText('Connected')).not.toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'n8n connected' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Dismiss message' }));
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the API's field problem under its field, its message on top, or the fallback", async () => {
    const input = { n8nInstanceUrl: 'https://ada:secret@n8n.example.com', n8nApiKey: KEY };
    const { panel, user } = await loadedTab([
      settingsMock(NOT_CONNECTED),
      saveMock(
        input,
        apiError('Invalid n8n Instance URL', {
          code: 'VALIDATION_ERROR',
          fields: { n8nInstanceUrl: 'must not contain a user name or password' },
        }),
      ),
      saveMock(input, apiError('Too many attempts. Try again later.', { code: 'RATE_LIMITED' })),
      { request: saveMock(input).request, error: new TypeError('Failed to fetch') },
    ]);
    await user.type(within(panel).getByLabelText('n8n Instance URL'), input.n8nInstanceUrl);
    await user.type(within(panel).getByLabelText('API Key'), KEY);
    const save = () => user.click(within(panel).getByRole('button', { name: 'Save Settings' }));

    await save();
    await waitFor(() =>
      expect(within(panel).getByLabelText('n8n Instance URL')).toHaveAccessibleDescription(
        'n8n Instance URL must not contain a user name or password',
      ),
    );
    await save();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again later.',
    );
    await save();
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent('Failed to save n8n settings'),
    );
    expect(within(panel).getByLabelText('API Key')).toHaveValue(KEY);
  });

  it('clears only after confirmation in its own dialog, then shows Not Connected', async () => {
    const { panel, user, probe } = await loadedTab([settingsMock(CONNECTED), clearMock()]);
    await user.click(within(panel).getByRole('button', { name: 'Clear Settings' }));
    let question = await screen.findByRole('dialog', { name: 'Clear n8n settings?' });
    expect(question).toHaveTextContent('Are you sure you want to clear your n8n settings?');
    await user.click(within(question).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(timesSent(probe, 'N8nConnectionSettingsClear')).toBe(0);
    expect(within(panel).getByText('Connected')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Clear Settings' }));
    question = await screen.findByRole('dialog', { name: 'Clear n8n settings?' });
    await user.click(within(question).getByRole('button', { name: 'Clear Settings' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'n8n settings cleared successfully!',
    );
    expect(screen.queryByRole('dialog', { name: 'Clear n8n settings?' })).not.toBeInTheDocument();
    expect(timesSent(probe, 'N8nConnectionSettingsClear')).toBe(1);
    expect(within(panel).getByText('Not Connected')).toBeInTheDocument();
    expect(within(panel).getByLabelText('n8n Instance URL')).toHaveValue('');
    expect(within(panel).queryByRole('button', { name: 'Clear Settings' })).not.toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Connect n8n' })).toBeInTheDocument();
  });

  it('says when clearing failed, in the question left open, and stays connected', async () => {
    const { panel, user } = await loadedTab([
      settingsMock(CONNECTED),
      { request: clearMock().request, error: new TypeError('Failed to fetch') },
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Clear Settings' }));
    const question = await screen.findByRole('dialog', { name: 'Clear n8n settings?' });
    await user.click(within(question).getByRole('button', { name: 'Clear Settings' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Failed to clear n8n settings',
    );
    expect(within(panel).getByText('Connected')).toBeInTheDocument();
  });
});
