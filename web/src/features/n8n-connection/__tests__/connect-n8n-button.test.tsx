import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderApp,
  sessionUserMock,
  setUpAppTests,
} from '../../accounts/__tests__/session-fixture';
import {
  clearMock,
  CONNECTED,
  N8N_URL,
  NOT_CONNECTED,
  saveMock,
  settingsMock,
} from './n8n-fixture';

const KEY = 'n8n-api-key-0123456789';

function header() {
  return screen.getByRole('banner');
}

describe("the header's Connect n8n button", () => {
  setUpAppTests();

  it('is not offered to a visitor', () => {
    renderApp('/', []);
    expect(within(header()).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: /n8n/ })).not.toBeInTheDocument();
  });

  it('costs the header no request of its own', async () => {
    const probe = renderApp('/', [sessionUserMock()], { token: 'token-ada' });
    expect(await within(header()).findByRole('button', { name: 'Connect n8n' })).toBeVisible();
    expect(probe.sent.map((sent) => sent.operationName)).toEqual(['SessionUser']);
  });

  it('opens the connection form in a dialog; a save there shows n8n connected', async () => {
    renderApp(
      '/',
      [
        sessionUserMock(),
        settingsMock(NOT_CONNECTED),
        saveMock({ n8nInstanceUrl: N8N_URL, n8nApiKey: KEY }),
      ],
      { token: 'token-ada' },
    );
    const user = userEvent.setup();
    await user.click(await within(header()).findByRole('button', { name: 'Connect n8n' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect n8n' });
    expect(await within(dialog).findByText('Not Connected')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('n8n Instance URL'), N8N_URL);
    await user.type(within(dialog).getByLabelText('API Key'), KEY);
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'n8n settings saved successfully!',
    );
    expect(within(dialog).getByLabelText('API Key')).toHaveValue('');
    expect(within(header()).getByRole('button', { name: 'n8n connected' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the saved connection once it is known, and Connect n8n again after a clear', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/', [sessionUserMock(), settingsMock(CONNECTED), clearMock()], {
      token: 'token-ada',
    });
    const user = userEvent.setup();
    await user.click(await within(header()).findByRole('button', { name: 'Connect n8n' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect n8n' });
    expect(await within(dialog).findByText(N8N_URL)).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'n8n connected' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Clear Settings' }));
    expect(await within(dialog).findByText('Not Connected')).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Connect n8n' })).toBeInTheDocument();
  });
});
