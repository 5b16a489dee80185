// FlowVault's connection test against the real n8n: the saved connection with n8n's own key is
// `connected`, with a wrong key `key_refused`, and an address the address policy refuses is
// `address_refused` without any request leaving FlowVault.
import { callAsUser, registerUser } from './flowvault.mjs';

/** FlowVault's API as the signed-in user. */
const call = (url, token, method, path, body) => callAsUser(url, token, method, path, body, 60_000);

/**
 * Runs the three cases as a fresh account (so the imports' account is left as it is) and
 * resolves `{cases: [{name, expected, result, reason, lastTest}], problems}`: a problem for each
 * case whose result is not the expected one, or whose result the saved settings do not keep.
 */
export async function checkConnectionTests({ flowvaultUrl, n8nUrl, apiKey, log }) {
  const token = await registerUser(flowvaultUrl);
  const cases = [
    { name: "n8n's own key", url: n8nUrl, key: apiKey, expected: 'connected', saved: true },
    {
      name: 'a wrong key',
      url: n8nUrl,
      key: `${apiKey.slice(0, -4)}xxxx`,
      expected: 'key_refused',
      saved: true,
    },
    {
      // Cloud metadata: refused whatever N8N_IMPORT_ALLOW_PRIVATE says, before any connection.
      name: 'a cloud metadata address (sent along, not saved)',
      url: 'http://169.254.169.254',
      key: apiKey,
      expected: 'address_refused',
      saved: false,
    },
  ];
  const found = [];
  const problems = [];
  for (const { name, url, key, expected, saved } of cases) {
    const settings = { n8nInstanceUrl: url, n8nApiKey: key };
    if (saved) {
      const stored = await call(flowvaultUrl, token, 'POST', '/api/user-settings', settings);
      if (stored.status !== 200) {
        problems.push(`connection test, ${name}: saving answered HTTP ${stored.status}`);
        continue;
      }
    }
    const tested = await call(
      flowvaultUrl,
      token,
      'POST',
      '/api/user-settings/test',
      saved ? undefined : { n8nSettings: settings },
    );
    const { result, reason = null, version = null } = tested.body ?? {};
    const lastTest = saved
      ? (await call(flowvaultUrl, token, 'GET', '/api/user-settings')).body?.settings?.lastTest
      : undefined;
    found.push({ name, expected, status: tested.status, result, version, reason, lastTest });
    log(
      `connection test, ${name}: ${result ?? `HTTP ${tested.status}`}${reason ? ` (${reason})` : ''}`,
    );
    if (tested.status !== 200 || result !== expected) {
      problems.push(
        `connection test, ${name}: expected ${expected}, got ${result ?? `HTTP ${tested.status}: ${JSON.stringify(tested.body)}`}`,
      );
    } else if (saved && lastTest?.result !== expected) {
      problems.push(
        `connection test, ${name}: the saved settings keep ${lastTest?.result ?? 'no last test'}, not ${expected}`,
      );
    }
    if (JSON.stringify(tested.body).includes(key)) {
      problems.push(`connection test, ${name}: the answer holds the API key`);
    }
  }
  return { cases: found, problems };
}
