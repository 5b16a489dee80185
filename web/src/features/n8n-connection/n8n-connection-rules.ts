import type { N8nConnectionTestResult } from '../../gql/graphql';

/** Where n8n explains how to create an API key and what the public API accepts. */
export const N8N_API_DOCS_URL = 'https://docs.n8n.io/api/authentication/';

export const BOTH_REQUIRED = 'Both n8n Instance URL and API Key are required';
export const INVALID_URL = 'Please enter a valid http:// or https:// URL';

export type N8nConnectionField = 'n8nInstanceUrl' | 'n8nApiKey';

export type N8nConnectionValues = Record<N8nConnectionField, string>;

/** What stops a connection from being sent: one message for a missing part, or field problems. */
export interface N8nConnectionProblems {
  message?: string;
  fields: Partial<Record<N8nConnectionField, string>>;
}

/** Whether `text` is an absolute http(s) URL with a host, as the API accepts it. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The problems of a connection before it is sent: both parts required, the URL
 * an http(s) URL. The API checks the same and more (no credentials in the URL).
 */
export function n8nConnectionProblems(values: N8nConnectionValues): N8nConnectionProblems {
  const url = values.n8nInstanceUrl.trim();
  if (url === '' || values.n8nApiKey.trim() === '') return { message: BOTH_REQUIRED, fields: {} };
  return isHttpUrl(url) ? { fields: {} } : { fields: { n8nInstanceUrl: INVALID_URL } };
}

/** A saved connection is usable only with both its URL and its key. */
export function isConnected(
  settings: { n8nInstanceUrl: string | null; hasApiKey: boolean } | undefined,
): boolean {
  return Boolean(settings?.n8nInstanceUrl && settings.hasApiKey);
}

/** What a connection test of the API found, as the panel words it. */
export interface N8nTestFinding {
  result: N8nConnectionTestResult;
  version: string | null;
  n8nInstanceUrl: string | null;
  reason: string | null;
}

/** The sentence the panel announces after a connection test, in plain words. */
export function n8nTestMessage({
  result,
  version,
  n8nInstanceUrl,
  reason,
}: N8nTestFinding): string {
  switch (result) {
    case 'connected':
      return version ? `Connected to n8n (version ${version})` : 'Connected to n8n';
    case 'key_refused':
      return 'n8n refused the API key';
    case 'unreachable':
      return `Could not reach n8n at ${n8nInstanceUrl ?? 'the saved address'}`;
    case 'address_refused':
      return reason
        ? `FlowVault will not call this address (${reason})`
        : 'FlowVault will not call this address';
    case 'not_configured':
      return 'Save your n8n instance URL and API key first';
  }
}

interface N8nSettingsWithTest {
  n8nInstanceUrl: string | null;
  hasApiKey: boolean;
  lastTest: { result: N8nConnectionTestResult } | null;
}

/** The panel's badge: Connected only after a successful test of the settings as saved. */
export function n8nConnectionStatus(
  settings: N8nSettingsWithTest | undefined,
): 'connected' | 'not_tested' | 'not_connected' | 'failed' {
  if (!isConnected(settings)) return 'not_connected';
  if (!settings?.lastTest) return 'not_tested';
  return settings.lastTest.result === 'connected' ? 'connected' : 'failed';
}
