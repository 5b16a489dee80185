import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  headerN8nConnectionLoaded,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  type AppProbe,
} from '../../accounts/__tests__/session-fixture';
import { ConnectN8nButton } from '../components/connect-n8n-button';
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

/** What was sent besides the header's notification count (its own tests are the bell's). */
const withoutBell = (sent: AppProbe['sent']) =>
  sent.filter((operation) => operation.operationName !== 'NotificationBell');

describe("the header's Connect n8n button", () => {
  setUpAppTests();

  it('is not offered to a visitor', () => {
    renderApp('/', []);
    expect(within(header()).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: /n8n/ })).not.toBeInTheDocument();
  });

  it('shows n8n connected right after load for a saved connection, without opening anything', async () => {
    renderApp('/', [sessionUserMock()], { token: 'token-ada', n8nConnection: CONNECTED });
    expect(await within(header()).findByRole('button', { name: 'n8n connected' })).toBeVisible();
    expect(within(header()).queryByRole('button', { name: 'Connect n8n' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the connection once: shown again, or on a second page, the cache answers', async () => {
    const probe = renderApp('/', [sessionUserMock()], {
      token: 'token-ada',
      n8nConnection: CONNECTED,
      routes: { dashboard: <p>Dashboard page</p> },
    });
    expect(await within(header()).findByRole('button', { name: 'n8n connected' })).toBeVisible();
    const asked = [
      { operationName: 'SessionUser', authorization: 'Bearer token-ada' },
      { operationName: 'N8nConnectionSettings', authorization: 'Bearer token-ada' },
    ];
    expect(withoutBell(probe.sent)).toEqual(asked);

    // The button mounted anew over the same client shows the cached connection at once.
    const again = render(
      <ApolloProvider client={probe.client}>
        <ConnectN8nButton />
      </ApolloProvider>,
    );
    expect(within(again.container).getByRole('button', { name: 'n8n connected' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(header()).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'n8n connected' })).toBeInTheDocument();
    expect(withoutBell(probe.sent)).toEqual(asked);
  });

  it('opens the connection form in a dialog; a save there shows n8n connected', async () => {
    const probe = renderApp(
      '/',
      [
        sessionUserMock(),
        settingsMock(NOT_CONNECTED),
        saveMock({ n8nInstanceUrl: N8N_URL, n8nApiKey: KEY }),
      ],
      { token: 'token-ada' },
    );
    const user = userEvent.setup();
    await headerN8nConnectionLoaded(probe);
    await user.click(within(header()).getByRole('button', { name: 'Connect n8n' }));
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

  it('opens on the saved connection, and says Connect n8n again after a clear', async () => {
    renderApp('/', [sessionUserMock(), settingsMock(CONNECTED), clearMock()], {
      token: 'token-ada',
      n8nConnection: CONNECTED,
    });
    const user = userEvent.setup();
    await user.click(await within(header()).findByRole('button', { name: 'n8n connected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect n8n' });
    expect(await within(dialog).findByText(N8N_URL)).toBeInTheDocument();
    expect(within(dialog).getByText('Connected')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Clear Settings' }));
    const question = await screen.findByRole('dialog', { name: 'Clear n8n settings?' });
    await user.click(within(question).getByRole('button', { name: 'Clear Settings' }));
    expect(await within(dialog).findByText('Not Connected')).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Connect n8n' })).toBeInTheDocument();
  });
});
