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
