// n8n: installed once into a cache directory outside the repository, started on a throwaway
// PostgreSQL database, then given an owner and a public API key.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { onCleanup, runToCompletion, startService, waitFor } from './lifecycle.mjs';

export const N8N_VERSION = '1.123.81';

/** The scopes the key needs: FlowVault creates workflows; this test reads them back. */
export const API_KEY_SCOPES = ['workflow:create', 'workflow:read', 'workflow:list'];

/**
 * Installs n8n into `cacheDir` unless that install is complete already. n8n names an xlsx tarball
 * on a host this machine cannot reach, hence the override to the registry's xlsx.
 */
export async function ensureN8nInstalled(cacheDir, logDir, log) {
  const marker = path.join(cacheDir, '.flowvault-install-complete');
  const installed = path.join(cacheDir, 'node_modules', 'n8n', 'package.json');
  if (
    existsSync(marker) &&
    readFileSync(marker, 'utf8').trim() === N8N_VERSION &&
    existsSync(installed) &&
    JSON.parse(readFileSync(installed, 'utf8')).version === N8N_VERSION
  ) {
    log(`reusing n8n ${N8N_VERSION} in ${cacheDir}`);
    return;
  }
  mkdirSync(cacheDir, { recursive: true });
  const manifest = {
    private: true,
    dependencies: { n8n: N8N_VERSION },
    overrides: { xlsx: '0.18.5' },
  };
  writeFileSync(path.join(cacheDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const logFile = path.join(logDir, 'npm-install.log');
  writeFileSync(logFile, '');
  log(`installing n8n ${N8N_VERSION} into ${cacheDir} (several minutes; log: ${logFile})`);
  // Nothing of the `npm run` that started us (workspace, prefix) may leak into this install.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
  );
  await runToCompletion(
    'npm install',
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { env, cwd: cacheDir, logFile },
  );
  writeFileSync(marker, `${N8N_VERSION}\n`);
}

/**
 * Starts n8n and resolves once it is ready: `{service, url}`. `templatesHost` turns n8n's template
 * browser on and points it there (n8n reads N8N_TEMPLATES_HOST with its trailing slash and calls
 * `<host>health`, `<host>templates/search`, ...).
 */
export async function startN8n({ cacheDir, tempDir, logFile, port, database, templatesHost }) {
  const userFolder = path.join(tempDir, 'n8n-home');
  mkdirSync(userFolder, { recursive: true });
  // Only our own settings: nothing n8n-related from the caller's environment.
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(N8N_|DB_|npm_|NODES_|EXECUTIONS_)/i.test(key),
    ),
  );
  const env = {
    ...base,
    NODE_ENV: 'production',
    N8N_USER_FOLDER: userFolder,
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_HOST: '127.0.0.1',
    N8N_PROTOCOL: 'http',
    N8N_EXPRESSION_ENGINE: 'legacy',
    N8N_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
    N8N_USER_MANAGEMENT_JWT_SECRET: randomBytes(24).toString('hex'),
    N8N_SECURE_COOKIE: 'false',
    DB_TYPE: 'postgresdb',
    DB_POSTGRESDB_HOST: database.host,
    DB_POSTGRESDB_PORT: String(database.port),
    DB_POSTGRESDB_DATABASE: database.name,
    DB_POSTGRESDB_USER: database.user,
    DB_POSTGRESDB_PASSWORD: database.password,
    DB_POSTGRESDB_POOL_SIZE: '4',
    // Quiet and offline.
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_WHATS_NEW_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: templatesHost ? 'true' : 'false',
    ...(templatesHost ? { N8N_TEMPLATES_HOST: templatesHost } : {}),
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_DYNAMIC_BANNERS_ENABLED: 'false',
    N8N_HIRING_BANNER_ENABLED: 'false',
    N8N_AI_ENABLED: 'false',
    N8N_LICENSE_AUTO_RENEW_ENABLED: 'false',
    N8N_COMMUNITY_PACKAGES_ENABLED: 'false',
    N8N_COMMUNITY_PACKAGES_PREVENT_LOADING: 'true',
    N8N_REINSTALL_MISSING_PACKAGES: 'false',
    N8N_UNVERIFIED_PACKAGES_ENABLED: 'false',
    N8N_VERIFIED_PACKAGES_ENABLED: 'false',
    N8N_PUBLIC_API_SWAGGERUI_DISABLED: 'true',
    N8N_DIAGNOSTICS_CONFIG_FRONTEND: '',
    N8N_DIAGNOSTICS_CONFIG_BACKEND: '',
    EXTERNAL_FRONTEND_HOOKS_URLS: '',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
    N8N_BLOCK_ENV_ACCESS_IN_NODE: 'true',
    N8N_GIT_NODE_DISABLE_BARE_REPOS: 'true',
    N8N_GRACEFUL_SHUTDOWN_TIMEOUT: '10',
    N8N_LOG_LEVEL: 'info',
    N8N_LOG_OUTPUT: 'console',
  };
  const bin = path.join(cacheDir, 'node_modules', 'n8n', 'bin', 'n8n');
  const service = startService('n8n', process.execPath, [bin, 'start'], {
    env,
    cwd: tempDir,
    logFile,
  });
  onCleanup('n8n', () => service.stop(20_000));
  const url = `http://127.0.0.1:${port}`;
  const ok = (p) => async () => (await fetch(`${url}${p}`, { signal: timeout(5000) })).ok;
  await waitFor('n8n answered /healthz', ok('/healthz'), { service, ms: 300_000 });
  await waitFor('n8n was ready (/healthz/readiness)', ok('/healthz/readiness'), {
    service,
    ms: 120_000,
  });
  return { service, url };
}

/** The owner account, through the set-up screen's endpoint; resolves the session headers. */
export async function setUpOwner(url, service, owner) {
  const browserId = randomBytes(16).toString('hex');
  let response;
  await waitFor(
    'n8n accepted the owner set-up',
    async () => {
      response = await fetch(`${url}/rest/owner/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'browser-id': browserId },
        body: JSON.stringify(owner),
        signal: timeout(30_000),
      });
      if (response.status === 404 || response.status === 503) return false;
      return true;
    },
    { service, ms: 60_000 },
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`n8n owner set-up: HTTP ${response.status}: ${text}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('n8n-auth='));
  if (!cookie) throw new Error(`n8n owner set-up gave no n8n-auth cookie: ${text}`);
  return { cookie, 'browser-id': browserId };
}

/** A public API key for the owner; resolves the raw key. */
export async function createApiKey(url, session, body) {
  const response = await fetch(`${url}/rest/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...session },
    body: JSON.stringify(body),
    signal: timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`n8n API key creation: HTTP ${response.status}: ${text}`);
  const key = JSON.parse(text)?.data?.rawApiKey;
  if (typeof key !== 'string' || !key)
    throw new Error(`n8n API key response has no rawApiKey: ${text}`);
  return key;
}

/** Calls n8n's public API with the key; resolves the parsed body or throws with n8n's answer. */
export async function publicApi(url, apiKey, method, p, body) {
  const response = await fetch(`${url}/api/v1${p}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-n8n-api-key': apiKey },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`n8n ${method} /api/v1${p}: HTTP ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** The key works: create a one-node workflow directly through n8n's API and read it back. */
export async function smokeTest(url, apiKey) {
  const created = await publicApi(url, apiKey, 'POST', '/workflows', {
    name: 'FlowVault test:n8n smoke test',
    nodes: [
      {
        id: '9d3c4c1e-0b7f-4a63-9b55-1f3b1f8f6a01',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
    ],
    connections: {},
    settings: {},
  });
  if (!created?.id) throw new Error(`n8n smoke test: no workflow id in ${JSON.stringify(created)}`);
  const read = await publicApi(url, apiKey, 'GET', `/workflows/${created.id}`);
  if (read?.id !== created.id)
    throw new Error('n8n smoke test: the workflow could not be read back');
  return created.id;
}

/** Every workflow n8n holds, through its public API (pages of 250). */
export async function listWorkflows(url, apiKey) {
  const all = [];
  let cursor;
  do {
    const query = `/workflows?limit=250${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await publicApi(url, apiKey, 'GET', query);
    all.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

export function timeout(ms) {
  return AbortSignal.timeout(ms);
}
