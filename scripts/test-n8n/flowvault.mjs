// FlowVault itself, from api/dist, on its own database of the throwaway cluster, with every
// per-client limit off so that one client may import the whole corpus.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { onCleanup, startService, waitFor } from './lifecycle.mjs';
import { timeout } from './n8n.mjs';

/** Variables of FlowVault (.env.example) that must not come from the caller's environment. */
const OWN_VARIABLES = [
  'PORT',
  'DATABASE_URL',
  'DATABASE_RETRY_SECONDS',
  'DATA_DIR',
  'PUBLIC_URL',
  'NODE_ENV',
  'JWT_SECRET',
  'SECRETS_KEY',
  'SECRETS_KEY_PREVIOUS',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SEED_DEMO',
  'PAYMENTS_TEST_GATEWAY',
  'N8N_IMPORT_ALLOW_PRIVATE',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'LLM_API_URL',
  'LLM_API_KEY',
  'TRUST_PROXY',
  'RATE_LIMIT_PER_MINUTE',
  'N8N_RATE_LIMIT_PER_MINUTE',
  'CONCURRENT_REQUESTS_PER_CLIENT',
  'SIGN_IN_ATTEMPTS_PER_IP',
  'SIGN_IN_ATTEMPTS_PER_EMAIL',
  'CHECKOUTS_PER_IP',
  'IMPORTS_PER_USER',
  'LOG_LEVEL',
];

/**
 * The environment FlowVault runs with here: the caller's, less FlowVault's own variables, plus
 * these. The ingest CLI runs with it too, so it writes to the same database.
 */
export function flowVaultEnv({ port, databaseUrl, dataDir, seedDemo }) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !OWN_VARIABLES.includes(key)),
  );
  return {
    ...base,
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: seedDemo ? 'true' : 'false',
    PAYMENTS_TEST_GATEWAY: 'false',
    N8N_IMPORT_ALLOW_PRIVATE: 'true',
    // 0 turns each limit off: 2,047 imports by one account from one address, 4 at a time.
    RATE_LIMIT_PER_MINUTE: '0',
    N8N_RATE_LIMIT_PER_MINUTE: '0',
    CONCURRENT_REQUESTS_PER_CLIENT: '0',
    SIGN_IN_ATTEMPTS_PER_IP: '0',
    SIGN_IN_ATTEMPTS_PER_EMAIL: '0',
    CHECKOUTS_PER_IP: '0',
    IMPORTS_PER_USER: '0',
    LOG_LEVEL: 'info',
  };
}

/** FlowVault from api/dist; `seedDemo` fills the catalogue with the demo templates n8n browses. */
export async function startFlowVault({ repoRoot, tempDir, logFile, port, databaseUrl, seedDemo }) {
  const dataDir = path.join(tempDir, 'flowvault-data');
  mkdirSync(dataDir, { recursive: true });
  const env = flowVaultEnv({ port, databaseUrl, dataDir, seedDemo });
  const main = path.join(repoRoot, 'api', 'dist', 'main.js');
  const service = startService('FlowVault', process.execPath, [main], {
    env,
    cwd: repoRoot,
    logFile,
  });
  onCleanup('FlowVault', () => service.stop(35_000));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    'FlowVault answered /healthz',
    async () => (await fetch(`${url}/healthz`, { signal: timeout(5000) })).ok,
    { service, ms: 120_000 },
  );
  return { service, url, env };
}

/** Registers a fresh account; resolves its bearer token. */
export async function registerUser(url) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'n8n import test',
      email: `n8n-import-${randomBytes(4).toString('hex')}@example.com`,
      password: randomBytes(18).toString('base64url'),
    }),
    signal: timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`FlowVault register: HTTP ${response.status}: ${text}`);
  const token = JSON.parse(text)?.token;
  if (!token) throw new Error(`FlowVault register gave no token: ${text}`);
  return token;
}

/**
 * One import through FlowVault's endpoint. Resolves `{status, body}` (body parsed when JSON,
 * else the text) or `{error}` when FlowVault could not be reached or did not answer in time.
 */
export async function importWorkflow(url, token, workflow, n8nSettings) {
  try {
    const response = await fetch(`${url}/api/import-workflow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ workflow, n8nSettings }),
      signal: timeout(180_000),
    });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body };
  } catch (error) {
    return {
      error: `${error?.name ?? 'Error'}: ${error?.cause?.message ?? error?.message ?? error}`,
    };
  }
}

/** One call of FlowVault's API as the signed-in user; resolves `{status, body}`. */
export async function callAsUser(url, token, method, path, body, ms = 120_000) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: timeout(ms),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}
