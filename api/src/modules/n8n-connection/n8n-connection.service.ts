import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db } from '../../core/db';
import type { Logger } from '../../core/logger';
import type { SecretBox } from '../../lib/secret-box';
import { validateInput } from '../../core/validate-input';
import { spendAttempt } from '../../rate-limits/attempt-limit';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import type { TemplateService } from '../templates/template.service';
import {
  ImportWorkflowInput,
  N8nSettingsInput,
  N8nWorkflowListInput,
  TestN8nConnectionInput,
} from './dtos/n8n-connection.inputs';
import {
  checkN8nConnection,
  createN8nWorkflow,
  getN8nWorkflow,
  listN8nWorkflows,
  N8nImportError,
  type N8nWorkflowSummary,
} from './n8n-api-client';
import {
  n8nSettingsRepository as repo,
  type StoredN8nConnection,
  type StoredN8nTest,
  type StoredTestResult,
} from './n8n-settings.repository';
import { workflowForN8nApi } from './n8n-workflow-body';

export const BOTH_REQUIRED = 'Both n8n Instance URL and API Key are required';
export const NOT_CONNECTED =
  'Connect your n8n instance first: use the connect button at the top right to add its URL and API key.';
const IMPORT_WINDOW_MS = 15 * 60_000;
/** Workflows a page of the user's own n8n lists. */
export const N8N_WORKFLOWS_PER_PAGE = 25;

/** What the settings tab shows; the API key itself never leaves the server. */
export interface N8nSettingsView {
  n8nInstanceUrl: string | null;
  hasApiKey: boolean;
  /** The last test of the saved connection; null until it is tested after being saved. */
  lastTest: StoredN8nTest | null;
}

export const NO_N8N_SETTINGS: N8nSettingsView = {
  n8nInstanceUrl: null,
  hasApiKey: false,
  lastTest: null,
};

export type N8nTestResult = StoredTestResult | 'not_configured';

/**
 * What a connection test found. `reason` says why it is not `connected` in plain words (for
 * `address_refused`, why the address policy refused it, e.g. "it is a cloud metadata address");
 * `n8nInstanceUrl` is the address tested, null when nothing is saved; `settings` the saved
 * connection with its last test, as it is now.
 */
export interface N8nConnectionTest {
  result: N8nTestResult;
  version: string | null;
  n8nInstanceUrl: string | null;
  reason: string | null;
  testedAt: Date;
  settings: N8nSettingsView;
}

export interface ImportResult {
  success: true;
  message: string;
  n8nUrl: string;
  workflowId: string;
}

export interface N8nConnectionOptions {
  box: SecretBox;
  templates: TemplateService;
  rateLimits: RateLimiter;
  /** N8N_IMPORT_ALLOW_PRIVATE: loopback and private addresses may be reached. */
  allowPrivate: boolean;
  importsPerUser: number;
  logger?: Logger;
  timeoutMs?: number;
}

interface Connection {
  instanceUrl: string;
  apiKey: string;
}

/** The saved connection opened, with the sealed key it was read from (after any reseal). */
interface SavedConnection extends Connection {
  sealedApiKey: string;
}

/**
 * A user's n8n connection and imports into it. The API key is sealed at rest
 * (`SecretBox`, bound to the user's id), opened only to make the import request, and never
 * returned or logged. Every outbound request goes through the guarded client, to the address the
 * user gave and nowhere it redirects.
 */
export class N8nConnectionService {
  constructor(
    private readonly db: Db,
    private readonly options: N8nConnectionOptions,
  ) {}

  async settings(actor: SignedInActor): Promise<N8nSettingsView> {
    return viewOf(await repo.find(this.db, actor.id));
  }

  async saveSettings(actor: SignedInActor, raw: N8nSettingsInput): Promise<N8nSettingsView> {
    const { instanceUrl, apiKey } = readConnection(raw);
    const { box } = this.options;
    await repo.save(this.db, actor.id, {
      instanceUrl,
      sealedApiKey: box.seal(apiKey, actor.id),
      keyId: box.keyId,
    });
    return { n8nInstanceUrl: instanceUrl, hasApiKey: true, lastTest: null };
  }

  /** Idempotent: `cleared` is false when nothing was saved. */
  async clearSettings(actor: SignedInActor): Promise<{ cleared: boolean }> {
    return { cleared: await repo.remove(this.db, actor.id) };
  }

  /**
   * Sends a workflow to the user's n8n (`n8nSettings` when given, else the saved connection),
   * reduced to what n8n's public API accepts. n8n's refusal or an unreachable instance is a 502
   * `upstream_error` whose message is n8n's own, with `details` and the `url` tried. An address
   * the address policy refuses is never contacted: a 400 `validation_error` naming the URL field
   * it came from, with the same `details` and `url`.
   */
  async importWorkflow(actor: SignedInActor, raw: ImportWorkflowInput): Promise<ImportResult> {
    const input = validateInput(ImportWorkflowInput, raw, 'Invalid import');
    const connection = input.n8nSettings
      ? readConnection(input.n8nSettings)
      : await this.savedConnection(actor);
    const { workflow, name } = await this.workflowOf(input);
    spendAttempt(
      this.options.rateLimits,
      { name: 'n8n-imports', limit: this.options.importsPerUser, windowMs: IMPORT_WINDOW_MS },
      actor.id,
      'imports into n8n',
    );
    const body = workflowForN8nApi(workflow, { name });
    try {
      const { id } = await createN8nWorkflow({
        instanceUrl: connection.instanceUrl,
        apiKey: connection.apiKey,
        body,
        allowPrivate: this.options.allowPrivate,
        timeoutMs: this.options.timeoutMs,
      });
      this.options.logger?.info(
        { userId: actor.id, host: new URL(connection.instanceUrl).host, workflowId: id },
        'workflow imported into n8n',
      );
      return {
        success: true,
        message: `"${body.name}" was imported into your n8n instance.`,
        n8nUrl: `${connection.instanceUrl}/workflow/${encodeURIComponent(id)}`,
        workflowId: id,
      };
    } catch (error) {
      throw asAppError(error, input.n8nSettings ? 'n8nSettings.n8nInstanceUrl' : 'n8nInstanceUrl');
    }
  }

  /**
   * A page of the workflows in the user's own n8n, through the saved connection, the same client
   * and address policy as an import: each as `{id, name, updatedAt, nodeCount, active}`, newest
   * pages by n8n's cursor. Not connected is a 400; n8n's refusal or no answer a 502 in n8n's
   * words; an address the policy refuses a 400, nothing sent. An account may list
   * `IMPORTS_PER_USER` pages per 15 minutes, counted apart from its imports and tests.
   */
  async listWorkflows(
    actor: SignedInActor,
    raw: N8nWorkflowListInput = {},
  ): Promise<{ workflows: N8nWorkflowSummary[]; nextCursor: string | null }> {
    const input = validateInput(N8nWorkflowListInput, raw, 'Invalid query');
    return this.readOwn(actor, (connection) =>
      listN8nWorkflows({ ...connection, cursor: input.cursor, limit: N8N_WORKFLOWS_PER_PAGE }),
    );
  }

  /**
   * One workflow of the user's own n8n, whole, by n8n's id, through the saved connection and the
   * address policy (what "Publish from my n8n" publishes). Counted with the listing's pages. Not
   * connected is a 400; an id n8n does not know, n8n's refusal or no answer a 502 in n8n's words;
   * an address the policy refuses a 400, nothing sent.
   */
  async fetchWorkflow(actor: SignedInActor, id: string): Promise<Record<string, unknown>> {
    return this.readOwn(actor, (connection) => getN8nWorkflow({ ...connection, id }));
  }

  /**
   * `read` of the user's own n8n through the saved connection, counted as the listing's pages
   * are, its failures as the API answers them (`asAppError`).
   */
  private async readOwn<T>(
    actor: SignedInActor,
    read: (connection: Connection & { allowPrivate: boolean; timeoutMs?: number }) => Promise<T>,
  ): Promise<T> {
    const { instanceUrl, apiKey } = await this.savedConnection(actor);
    spendAttempt(
      this.options.rateLimits,
      {
        name: 'n8n-workflow-lists',
        limit: this.options.importsPerUser,
        windowMs: IMPORT_WINDOW_MS,
      },
      actor.id,
      'lists of your n8n workflows',
    );
    try {
      return await read({
        instanceUrl,
        apiKey,
        allowPrivate: this.options.allowPrivate,
        timeoutMs: this.options.timeoutMs,
      });
    } catch (error) {
      throw asAppError(error, 'n8nInstanceUrl');
    }
  }

  /**
   * Tests a connection with an authenticated read of n8n's public API, through the same client
   * and address policy as an import, and answers what it found; only bad input, a missing sign-in
   * and the rate limit are errors. Without `n8nSettings` it tests the saved connection and keeps
   * the result as its last test; with them, it tests those and stores nothing. An account may
   * test `IMPORTS_PER_USER` times per 15 minutes, counted apart from its imports.
   */
  async testConnection(
    actor: SignedInActor,
    raw: TestN8nConnectionInput = {},
  ): Promise<N8nConnectionTest> {
    const input = validateInput(TestN8nConnectionInput, raw, 'Invalid connection test');
    const testedAt = new Date();
    let connection: Connection | SavedConnection;
    if (input.n8nSettings) {
      connection = readConnection(input.n8nSettings);
    } else {
      const stored = await repo.find(this.db, actor.id);
      if (!stored) {
        const nothing = { version: null, n8nInstanceUrl: null, reason: null };
        return { result: 'not_configured', ...nothing, testedAt, settings: NO_N8N_SETTINGS };
      }
      connection = await this.openSaved(actor, stored);
    }
    spendAttempt(
      this.options.rateLimits,
      {
        name: 'n8n-connection-tests',
        limit: this.options.importsPerUser,
        windowMs: IMPORT_WINDOW_MS,
      },
      actor.id,
      'connection tests',
    );
    const found = await checkN8nConnection({
      instanceUrl: connection.instanceUrl,
      apiKey: connection.apiKey,
      allowPrivate: this.options.allowPrivate,
      timeoutMs: this.options.timeoutMs,
    });
    const version = found.result === 'connected' ? found.version : null;
    if ('sealedApiKey' in connection) {
      const test = { result: found.result, version, testedAt };
      await repo.recordTest(this.db, actor.id, connection.sealedApiKey, test);
    }
    this.options.logger?.info(
      { userId: actor.id, host: new URL(connection.instanceUrl).host, result: found.result },
      'n8n connection tested',
    );
    return {
      result: found.result,
      version,
      n8nInstanceUrl: connection.instanceUrl,
      reason: found.result === 'connected' ? null : found.reason,
      testedAt,
      settings: await this.settings(actor),
    };
  }

  private async savedConnection(actor: SignedInActor): Promise<Connection> {
    const stored = await repo.find(this.db, actor.id);
    if (!stored) throw AppError.validation(NOT_CONNECTED);
    return this.openSaved(actor, stored);
  }

  /** Opens the saved key, sealing it again under the current key when it was sealed under the previous one. */
  private async openSaved(
    actor: SignedInActor,
    stored: StoredN8nConnection,
  ): Promise<SavedConnection> {
    const { box } = this.options;
    let opened;
    try {
      opened = box.open(stored.sealedApiKey, actor.id);
    } catch {
      // Sealed under a key this server no longer has (SECRETS_KEY changed without
      // SECRETS_KEY_PREVIOUS): the key is lost and has to be entered again.
      throw AppError.validation(
        'Your saved n8n API key can no longer be read. Please enter it again in Settings.',
      );
    }
    let { sealedApiKey } = stored;
    if (opened.stale) {
      sealedApiKey = box.seal(opened.plaintext, actor.id);
      await repo.reseal(this.db, actor.id, stored.sealedApiKey, {
        instanceUrl: stored.instanceUrl,
        sealedApiKey,
        keyId: box.keyId,
      });
    }
    return { instanceUrl: stored.instanceUrl, apiKey: opened.plaintext, sealedApiKey };
  }

  private async workflowOf(
    input: ImportWorkflowInput,
  ): Promise<{ workflow: unknown; name?: string }> {
    if (input.workflow) return { workflow: input.workflow };
    if (!input.templateId) {
      throw AppError.validation('Nothing to import', { workflow: 'is required' });
    }
    const template = await this.options.templates.getById(input.templateId);
    return { workflow: template.workflow, name: template.name };
  }
}

/**
 * An N8nImportError as the API answers it: a 502 `upstream_error` in n8n's words, or, for an
 * address the policy refused (nothing sent), a 400 naming the URL field it came from. Anything
 * else is thrown as it is.
 */
function asAppError(error: unknown, urlField: string): unknown {
  if (!(error instanceof N8nImportError)) return error;
  const { details, url } = error;
  if (!error.refusedHere) return new AppError('upstream_error', error.error, { details, url });
  return new AppError('validation_error', error.error, {
    details,
    url,
    fields: { [urlField]: 'is an address FlowVault does not connect to' },
  });
}

function viewOf(stored: StoredN8nConnection | undefined): N8nSettingsView {
  if (!stored) return NO_N8N_SETTINGS;
  return { n8nInstanceUrl: stored.instanceUrl, hasApiKey: true, lastTest: stored.lastTest };
}

/**
 * The connection a form or an import sent: both parts required (one message for either), the
 * URL an http(s) URL without credentials, normalized to its origin and path without the
 * trailing slash or n8n's `/api/v1`.
 */
function readConnection(raw: N8nSettingsInput): Connection {
  const input = validateInput(N8nSettingsInput, raw, BOTH_REQUIRED);
  if (!input.n8nInstanceUrl || !input.n8nApiKey) {
    throw AppError.validation(BOTH_REQUIRED, {
      ...(!input.n8nInstanceUrl && { n8nInstanceUrl: 'is required' }),
      ...(!input.n8nApiKey && { n8nApiKey: 'is required' }),
    });
  }
  return { instanceUrl: normalizeInstanceUrl(input.n8nInstanceUrl), apiKey: input.n8nApiKey };
}

export function normalizeInstanceUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidUrl();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw invalidUrl();
  if (url.username || url.password) {
    throw AppError.validation('Invalid n8n Instance URL', {
      n8nInstanceUrl: 'must not contain a user name or password',
    });
  }
  // A URL copied from n8n's API settings often ends in the API's own path.
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/i, '');
  return `${url.origin}${path}`;
}

function invalidUrl(): AppError {
  return AppError.validation('Please enter a valid n8n Instance URL', {
    n8nInstanceUrl: 'must be an http:// or https:// URL',
  });
}
