import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { formProblems } from '../../../app/request-error';
import {
  N8nConnectionSettingsClearDocument,
  N8nConnectionSettingsDocument,
  N8nConnectionSettingsSaveDocument,
} from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import {
  isConnected,
  N8N_API_DOCS_URL,
  n8nConnectionProblems,
  type N8nConnectionField,
  type N8nConnectionValues,
} from '../n8n-connection-rules';
import { writeN8nSettings, type N8nSettings } from '../n8n-settings-cache';
import './n8n-connection-settings.css';

const LABELS: Record<N8nConnectionField, string> = {
  n8nInstanceUrl: 'n8n Instance URL',
  n8nApiKey: 'API Key',
};

const CLEAR_QUESTION = 'Are you sure you want to clear your n8n settings?';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The connection form over the saved settings: the status, the URL and a write-only key that is
 * never shown again (the field starts empty and is emptied after every save), and Clear Settings
 * while connected, which asks first in a dialog of its own.
 */
function N8nConnectionForm({ settings }: { settings: N8nSettings }) {
  const connected = isConnected(settings);
  const [values, setValues] = useState<N8nConnectionValues>({
    n8nInstanceUrl: settings.n8nInstanceUrl ?? '',
    n8nApiKey: '',
  });
  const [problems, setProblems] = useState<Partial<Record<N8nConnectionField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [askingToClear, setAskingToClear] = useState(false);
  const [clearProblem, setClearProblem] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(N8nConnectionSettingsSaveDocument, {
    update: (cache, { data }) => data && writeN8nSettings(cache, data.saveN8nSettings),
  });
  const [clear, { loading: clearing }] = useMutation(N8nConnectionSettingsClearDocument, {
    update: (cache, { data }) => data && writeN8nSettings(cache, data.clearN8nSettings.settings),
  });
  const busy = saving || clearing;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = n8nConnectionProblems(values);
    setProblems(found.fields);
    setOutcome(found.message ? { tone: 'error', text: found.message } : undefined);
    if (found.message || Object.keys(found.fields).length > 0) return;
    try {
      const { data } = await save({
        variables: {
          input: {
            n8nInstanceUrl: values.n8nInstanceUrl.trim(),
            n8nApiKey: values.n8nApiKey.trim(),
          },
        },
      });
      if (!data) throw new Error('the API answered without settings');
      setValues({ n8nInstanceUrl: data.saveN8nSettings.n8nInstanceUrl ?? '', n8nApiKey: '' });
      setOutcome({ tone: 'success', text: 'n8n settings saved successfully!' });
    } catch (error) {
      const laidOut = formProblems(error, LABELS, 'Failed to save n8n settings');
      setProblems(laidOut.fields);
      if (laidOut.message) setOutcome({ tone: 'error', text: laidOut.message });
    }
  }

  async function clearSettings() {
    if (busy) return;
    setProblems({});
    setOutcome(undefined);
    setClearProblem(null);
    try {
      await clear();
      setValues({ n8nInstanceUrl: '', n8nApiKey: '' });
      setAskingToClear(false);
      setOutcome({ tone: 'success', text: 'n8n settings cleared successfully!' });
    } catch {
      // The question stays open with the failure, to try again or keep the settings.
      setClearProblem('Failed to clear n8n settings');
    }
  }

  const field = (name: N8nConnectionField) => ({
    label: LABELS[name],
    name,
    value: values[name],
    error: problems[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <div className="n8n-connection">
      <div className="n8n-connection__status">
        <Badge
          tone={connected ? 'green' : 'neutral'}
          icon={<Icon name={connected ? 'check' : 'x'} size={14} />}
        >
          {connected ? 'Connected' : 'Not Connected'}
        </Badge>
        {connected && (
          <span className="n8n-connection__url">
            Instance: <span translate="no">{settings.n8nInstanceUrl}</span>
          </span>
        )}
      </div>
      <p className="n8n-connection__hint">
        Create an API key in your n8n instance under Settings, n8n API.{' '}
        <a href={N8N_API_DOCS_URL} target="_blank" rel="noopener noreferrer">
          n8n API documentation
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <form className="n8n-connection__form" onSubmit={submit} noValidate>
        <TextField
          {...field('n8nInstanceUrl')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://your-n8n.example.com"
        />
        <TextField
          {...field('n8nApiKey')}
          type="password"
          autoComplete="off"
          placeholder={
            settings.hasApiKey
              ? 'A key is saved. Enter it again to save changes'
              : 'Your n8n API key'
          }
        />
        {outcome && (
          <FormMessage tone={outcome.tone} onDismiss={() => setOutcome(undefined)}>
            {outcome.text}
          </FormMessage>
        )}
        <div className="n8n-connection__actions">
          {connected && (
            <Button
              variant="ghost"
              loading={clearing}
              disabled={saving}
              onClick={() => {
                setClearProblem(null);
                setAskingToClear(true);
              }}
            >
              {clearing ? 'Clearing...' : 'Clear Settings'}
            </Button>
          )}
          <Button type="submit" loading={saving} disabled={clearing}>
            {saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={askingToClear}
        title="Clear n8n settings?"
        confirmLabel="Clear Settings"
        cancelLabel="Keep them"
        icon="server"
        tone="red"
        busy={clearing}
        problem={clearProblem}
        onConfirm={() => void clearSettings()}
        onCancel={() => setAskingToClear(false)}
      >
        <p>{CLEAR_QUESTION} The address and the API key are removed; imports need them again.</p>
      </ConfirmDialog>
    </div>
  );
}

/**
 * The n8n connection: the Settings section's tab and the header's
 * connect dialog show this same component. It loads the settings from the API each time it
 * opens, so a connection saved or cleared elsewhere shows as it is now.
 */
export function N8nConnectionSettings() {
  const { data, loading, error } = useQuery(N8nConnectionSettingsDocument, {
    fetchPolicy: 'network-only',
  });
  if (loading && !data) {
    return (
      <div className="n8n-connection__loading">
        <Spinner size={24} label="Loading n8n settings" />
      </div>
    );
  }
  if (error || !data) return <FormMessage tone="error">Failed to load n8n settings</FormMessage>;
  return <N8nConnectionForm settings={data.n8nSettings} />;
}
