import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { formProblems, readableMessage, readRequestError } from '../../../app/request-error';
import {
  N8nConnectionSettingsClearDocument,
  N8nConnectionSettingsDocument,
  N8nConnectionSettingsSaveDocument,
  N8nConnectionSettingsTestDocument,
} from '../../../gql/graphql';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormMessage } from '../../../ui/form-message';
import { Icon, type IconName } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import {
  isConnected,
  N8N_API_DOCS_URL,
  n8nConnectionProblems,
  n8nConnectionStatus,
  n8nTestMessage,
  type N8nConnectionField,
  type N8nConnectionValues,
} from '../n8n-connection-rules';
import { readN8nSettings, writeN8nSettings, type N8nSettings } from '../n8n-settings-cache';
import './n8n-connection-settings.css';

const LABELS: Record<N8nConnectionField, string> = {
  n8nInstanceUrl: 'n8n Instance URL',
  n8nApiKey: 'API Key',
};

const CLEAR_QUESTION = 'Are you sure you want to clear your n8n settings?';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
  /** A test's finding is a status whatever it found; a failed request is an alert. */
  role?: 'status';
}

const BADGES: Record<
  ReturnType<typeof n8nConnectionStatus>,
  { tone: BadgeTone; icon: IconName; label: string }
> = {
  connected: { tone: 'green', icon: 'check', label: 'Connected' },
  not_tested: { tone: 'neutral', icon: 'info', label: 'Not tested' },
  failed: { tone: 'red', icon: 'x', label: 'Not Connected' },
  not_connected: { tone: 'neutral', icon: 'x', label: 'Not Connected' },
};

/**
 * The connection form over the saved settings: the status, the URL and a write-only key that is
 * never shown again (the field starts empty and is emptied after every save), and, once saved,
 * Test connection and Clear Settings, which asks first in a dialog of its own. The badge says
 * Connected only after a successful test of the settings as saved (the API keeps the last test).
 */
function N8nConnectionForm({ settings }: { settings: N8nSettings }) {
  const connected = isConnected(settings);
  const badge = BADGES[n8nConnectionStatus(settings)];
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
  const [test, { loading: testing }] = useMutation(N8nConnectionSettingsTestDocument, {
    update: (cache, { data }) => data && writeN8nSettings(cache, data.testN8nConnection.settings),
  });
  const busy = saving || clearing || testing;

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
      const saved = readN8nSettings(data.saveN8nSettings);
      setValues({ n8nInstanceUrl: saved.n8nInstanceUrl ?? '', n8nApiKey: '' });
      setOutcome({ tone: 'success', text: 'n8n settings saved successfully!' });
    } catch (error) {
      const laidOut = formProblems(error, LABELS, 'Failed to save n8n settings');
      setProblems(laidOut.fields);
      if (laidOut.message) setOutcome({ tone: 'error', text: laidOut.message });
    }
  }

  async function testConnection() {
    if (busy) return;
    setOutcome(undefined);
    try {
      const { data } = await test();
      if (!data) throw new Error('the API answered without a result');
      const finding = data.testN8nConnection;
      setOutcome({
        tone: finding.result === 'connected' ? 'success' : 'error',
        text: n8nTestMessage(finding),
        role: 'status',
      });
    } catch (error) {
      // A rate limit says when to try again; a request that got no answer gets our words.
      const text = readableMessage(readRequestError(error)) ?? 'Failed to test the n8n connection';
      setOutcome({ tone: 'error', text });
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
        <Badge tone={badge.tone} icon={<Icon name={badge.icon} size={14} />}>
          {badge.label}
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
          <FormMessage
            tone={outcome.tone}
            role={outcome.role}
            onDismiss={() => setOutcome(undefined)}
          >
            {outcome.text}
          </FormMessage>
        )}
        <div className="n8n-connection__actions">
          {connected && (
            <Button
              variant="ghost"
              loading={clearing}
              disabled={saving || testing}
              onClick={() => {
                setClearProblem(null);
                setAskingToClear(true);
              }}
            >
              {clearing ? 'Clearing...' : 'Clear Settings'}
            </Button>
          )}
          {connected && (
            <Button
              variant="secondary"
              loading={testing}
              disabled={saving || clearing}
              onClick={() => void testConnection()}
            >
              {testing ? 'Testing...' : 'Test connection'}
            </Button>
          )}
          <Button type="submit" loading={saving} disabled={clearing || testing}>
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
  return <N8nConnectionForm settings={readN8nSettings(data.n8nSettings)} />;
}
