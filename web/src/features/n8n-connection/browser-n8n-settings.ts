/** Browser storage keys of a connection kept outside the account; an import may use them. */
export const BROWSER_URL_KEY = 'n8nInstanceUrl';
export const BROWSER_API_KEY_KEY = 'n8nApiKey';

/**
 * The n8n connection kept in this browser's storage, when both its parts are there. An import
 * sends it instead of the saved connection; it is never written here.
 */
export function readBrowserN8nSettings(): { n8nInstanceUrl: string; n8nApiKey: string } | null {
  try {
    const n8nInstanceUrl = window.localStorage.getItem(BROWSER_URL_KEY)?.trim();
    const n8nApiKey = window.localStorage.getItem(BROWSER_API_KEY_KEY)?.trim();
    return n8nInstanceUrl && n8nApiKey ? { n8nInstanceUrl, n8nApiKey } : null;
  } catch {
    // Storage refused (private mode): nothing kept there.
    return null;
  }
}
