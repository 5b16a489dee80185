import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  headerN8nConnectionLoaded,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import { BROWSER_API_KEY_KEY, BROWSER_URL_KEY } from '../browser-n8n-settings';
import { ImportToN8n } from '../components/import-to-n8n';
import {
  apiError,
  CONNECTED,
  importMock,
  N8N_URL,
  NOT_CONNECTED,
  settingsMock,
} from './n8n-fixture';

const WORKFLOW = {
  name: 'Daily weather',
  nodes: [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', position: [0, 0] }],
  connections: {},
};
const TEMPLATE = { id: 'template-1', name: 'Send daily weather updates', workflow: WORKFLOW };
const INPUT = { templateId: TEMPLATE.id, workflow: WORKFLOW };
const IMPORTED = {
  data: {
    importWorkflow: {
      __typename: 'ImportWorkflowPayload',
      success: true,
      message: '"Daily weather" was imported into your n8n instance.',
      n8nUrl: `${N8N_URL}/workflow/wf-42`,
      workflowId: 'wf-42',
    },
  },
};

/**
 * The Import button on a page of its own, signed in as Ada unless `visitor`. The header has
 * loaded Ada's connection (not connected) before Import is pressed, so `mocks` answer the
 * import's own requests.
 */
async function renderImport(
  mocks: MockLink.MockedResponse[],
  {
    visitor = false,
    template = TEMPLATE,
    hold,
  }: { visitor?: boolean; template?: typeof TEMPLATE; hold?: string[] } = {},
) {
  const probe = renderApp('/import', visitor ? mocks : [sessionUserMock(), ...mocks], {
    token: visitor ? undefined : 'token-ada',
    routes: { import: <ImportToN8n template={template} /> },
    hold,
  });
  if (!visitor) {
    await screen.findByText('Ada Lovelace');
    await headerN8nConnectionLoaded(probe);
  }
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Import' }));
  return { probe, user };
}

describe('importing a template into n8n', () => {
  setUpAppTests();

  it('asks a visitor to sign in, saying why, and sends nothing', async () => {
    const { probe } = await renderImport([], { visitor: true });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveTextContent('Sign in to import templates into n8n.');
    expect(probe.sent).toEqual([]);
  });

  it('tells someone without a connection to connect one, and opens the connect dialog', async () => {
    const { probe, user } = await renderImport([
      settingsMock(NOT_CONNECTED),
      settingsMock(NOT_CONNECTED),
    ]);
    const notice = await screen.findByRole('dialog', { name: 'Connect your n8n instance' });
    expect(notice).toHaveTextContent(/use the .Connect n8n. button at the top right/);
    expect(timesSent(probe, 'ImportToN8n')).toBe(0);

    await user.click(within(notice).getByRole('button', { name: 'Connect n8n' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect n8n' });
    expect(await within(dialog).findByLabelText('n8n Instance URL')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Connect your n8n instance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('imports with the saved connection: importing, then the message and a link into n8n', async () => {
    const { probe, user } = await renderImport(
      [settingsMock(CONNECTED), importMock(INPUT, { result: IMPORTED })],
      { hold: ['ImportToN8n'] },
    );
    expect(await screen.findByRole('button', { name: 'Importing...' })).toBeDisabled();
    probe.release('ImportToN8n');

    const dialog = await screen.findByRole('dialog', { name: 'Imported into n8n' });
    expect(dialog).toHaveTextContent('"Daily weather" was imported into your n8n instance.');
    const open = within(dialog).getByRole('link', { name: /Open in n8n/ });
    expect(open).toHaveAttribute('href', `${N8N_URL}/workflow/wf-42`);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('sends the connection kept in browser storage, without asking for the saved one', async () => {
    window.localStorage.setItem(BROWSER_URL_KEY, N8N_URL);
    window.localStorage.setItem(BROWSER_API_KEY_KEY, 'browser-key');
    const { probe } = await renderImport([
      importMock(
        { ...INPUT, n8nSettings: { n8nInstanceUrl: N8N_URL, n8nApiKey: 'browser-key' } },
        { result: IMPORTED },
      ),
    ]);
    expect(await screen.findByRole('dialog', { name: 'Imported into n8n' })).toBeInTheDocument();
    // The header's load, before Import was pressed; the import asked for none.
    expect(timesSent(probe, 'N8nConnectionSettings')).toBe(1);
  });

  it('names a workflow JSON without a name after the template', async () => {
    const unnamed = { nodes: WORKFLOW.nodes, connections: {} };
    await renderImport(
      [
        settingsMock(CONNECTED),
        importMock(
          { templateId: TEMPLATE.id, workflow: { ...unnamed, name: TEMPLATE.name } },
          { result: IMPORTED },
        ),
      ],
      { template: { ...TEMPLATE, workflow: unnamed as typeof WORKFLOW } },
    );
    expect(await screen.findByRole('dialog', { name: 'Imported into n8n' })).toBeInTheDocument();
  });

  it("shows n8n's refusal with its details and the URL tried", async () => {
    await renderImport([
      settingsMock(CONNECTED),
      importMock(INPUT, {
        result: apiError('unauthorized', {
          code: 'UPSTREAM_ERROR',
          details: 'n8n answered 401: the API key was refused',
          url: `${N8N_URL}/api/v1/workflows`,
        }),
      }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Import failed' });
    expect(dialog).toHaveTextContent('unauthorized');
    expect(dialog).toHaveTextContent('n8n answered 401: the API key was refused');
    expect(dialog).toHaveTextContent(`URL tried: ${N8N_URL}/api/v1/workflows`);
  });

  it('says "Failed to import workflow" when the API gave no message', async () => {
    await renderImport([
      settingsMock(CONNECTED),
      importMock(INPUT, { result: apiError('', { code: 'UPSTREAM_ERROR' }) }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Import failed' });
    expect(dialog).toHaveTextContent('Failed to import workflow');
    expect(dialog).not.toHaveTextContent('URL tried');
  });

  it('asks to try again when no answer came', async () => {
    await renderImport([
      settingsMock(CONNECTED),
      importMock(INPUT, { error: new TypeError('Failed to fetch') }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Import failed' });
    expect(dialog).toHaveTextContent('Failed to import workflow. Please try again.');
  });
});
