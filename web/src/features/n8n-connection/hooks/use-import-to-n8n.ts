import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { readRequestError } from '../../../app/request-error';
import { ImportToN8nDocument } from '../../../gql/graphql';
import { N8nConnectionSettingsDocument } from '../../../gql/graphql';
import { readBrowserN8nSettings } from '../browser-n8n-settings';
import { isConnected } from '../n8n-connection-rules';
import { readN8nSettings } from '../n8n-settings-cache';

/** The template an import sends: its id, its name and its workflow JSON. */
export interface ImportableTemplate {
  id: string;
  name: string;
  workflow: unknown;
}

/** Where an import stands: idle, importing, then success or failure. */
export type ImportState =
  | { status: 'idle' }
  | { status: 'importing' }
  | { status: 'not-connected' }
  | { status: 'success'; message: string; n8nUrl: string }
  | { status: 'failure'; error: string; details?: string; url?: string };

const FAILED = 'Failed to import workflow';
const NETWORK_FAILED = 'Failed to import workflow. Please try again.';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The workflow JSON to send, named: n8n names the workflow after its JSON, and the API falls back
 * to "Imported workflow" without one, so the catalogue's name stands in when the JSON has none.
 */
function withName(workflow: Record<string, unknown>, name: string): Record<string, unknown> {
  return text(workflow.name) ? workflow : { ...workflow, name };
}

/**
 * A failed import as the failure modal shows it: the API's error (n8n's own
 * message when n8n refused) with its `details` and the `url` tried, or, when no answer came,
 * the network message.
 */
function importFailure(error: unknown): Extract<ImportState, { status: 'failure' }> {
  if (!CombinedGraphQLErrors.is(error)) {
    const { message } = readRequestError(error);
    return { status: 'failure', error: message ?? NETWORK_FAILED };
  }
  const first = error.errors[0];
  return {
    status: 'failure',
    error: text(first?.message) ?? FAILED,
    details: text(first?.extensions?.details),
    url: text(first?.extensions?.url),
  };
}

/**
 * The import of one template into the user's n8n. A connection kept in browser storage is sent
 * along; otherwise the saved one is asked for first, so that someone without any connection is
 * told how to make one rather than shown a failure. The caller checks the sign-in.
 */
export function useImportToN8n(template: ImportableTemplate) {
  const client = useApolloClient();
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const [importWorkflow] = useMutation(ImportToN8nDocument);

  /** Asks for the saved connection; when that fails, the import itself will say what is wrong. */
  async function hasSavedConnection(): Promise<boolean> {
    try {
      const { data } = await client.query({
        query: N8nConnectionSettingsDocument,
        fetchPolicy: 'network-only',
      });
      return isConnected(readN8nSettings(data?.n8nSettings));
    } catch {
      return true;
    }
  }

  async function start() {
    if (state.status === 'importing') return;
    setState({ status: 'importing' });
    const fromBrowser = readBrowserN8nSettings();
    if (!fromBrowser && !(await hasSavedConnection())) {
      setState({ status: 'not-connected' });
      return;
    }
    const workflow = isObject(template.workflow)
      ? withName(template.workflow, template.name)
      : undefined;
    try {
      const { data } = await importWorkflow({
        variables: {
          input: {
            templateId: template.id,
            workflow,
            ...(fromBrowser && { n8nSettings: fromBrowser }),
          },
        },
      });
      if (!data) throw new Error('the API answered without an import');
      const { message, n8nUrl } = data.importWorkflow;
      setState({ status: 'success', message, n8nUrl });
    } catch (error) {
      setState(importFailure(error));
    }
  }

  return { state, start, reset: () => setState({ status: 'idle' }) };
}
