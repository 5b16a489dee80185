import { outboundRequest, OutboundRequestError } from '../../lib/outbound-request';
import { clipText } from '@flowvault/shared';
import type { N8nWorkflowBody } from './n8n-workflow-body';

/**
 * An import n8n refused or that never reached n8n. `error` is n8n's own message when it gave one
 * (n8n answers `{"message": ...}`), else ours; `details` says what happened and what to do, and
 * names the host; `url` is the URL tried; `status` is n8n's HTTP status when it answered;
 * `refusedHere` is set when the address policy refused the address, so nothing was sent.
 */
export class N8nImportError extends Error {
  readonly error: string;
  readonly details: string;
  readonly url: string;
  readonly status?: number;
  readonly refusedHere: boolean;

  constructor(fields: {
    error: string;
    details: string;
    url: string;
    status?: number;
    refusedHere?: boolean;
  }) {
    super(fields.details);
    this.name = 'N8nImportError';
    this.error = fields.error;
    this.details = fields.details;
    this.url = fields.url;
    if (fields.status !== undefined) this.status = fields.status;
    this.refusedHere = fields.refusedHere ?? false;
  }
}

export interface CreateN8nWorkflow {
  /** The address the user opens n8n at, e.g. `https://n8n.example.com` or `.../n8n/`. */
  instanceUrl: string;
  apiKey: string;
  body: N8nWorkflowBody;
  allowPrivate: boolean;
  timeoutMs?: number;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How much of n8n's message is passed on: any server can answer at the user's URL. */
const MAX_MESSAGE = 500;

/** n8n's `message`, from an error body shaped `{"message": "..."}`, cut to a readable length. */
function n8nMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  const text = message.trim();
  return clipText(text, MAX_MESSAGE + 1);
}

/** Our words for a request that never got an answer from n8n. */
function unanswered(error: OutboundRequestError, url: string): N8nImportError {
  const { host } = error;
  const fields = (message: string, details: string) =>
    new N8nImportError({ error: message, details, url });
  const refusedHere = (message: string, details: string) =>
    new N8nImportError({ error: message, details, url, refusedHere: true });
  switch (error.kind) {
    case 'invalid_url':
      return fields(
        'The n8n instance URL is not valid',
        `${error.message}. Enter the address you open n8n at, such as https://n8n.example.com.`,
      );
    case 'forbidden_address':
      return refusedHere(
        'This n8n instance address is not allowed',
        `${error.message}. FlowVault only connects to n8n instances on the public internet.`,
      );
    case 'timeout':
      return fields(
        'The n8n instance did not answer in time',
        `${error.message}. Check that n8n is running and reachable from the internet.`,
      );
    case 'redirect': {
      const to = error.redirect?.location ? ` to ${error.redirect.location}` : '';
      return fields(
        'The n8n instance URL redirects elsewhere',
        `${host} redirected the request${to}. Enter the final address of your n8n instance.`,
      );
    }
    case 'too_large':
      return fields(
        'The n8n instance sent an unexpectedly large answer',
        `${error.message}; this does not look like n8n's public API.`,
      );
    default:
      return fields(
        'Could not reach the n8n instance',
        `${error.message}. Check the instance URL and that n8n is running.`,
      );
  }
}

/**
 * Our words for an answer that is not what was asked (`what`: "create the workflow", "list your
 * workflows"); n8n's message wins when it gave one.
 */
function refused(
  status: number,
  body: unknown,
  host: string,
  url: string,
  what = 'create the workflow',
): N8nImportError {
  const message = n8nMessage(body);
  const said = message ? `: ${message}` : '';
  const fields = (fallback: string, details: string) =>
    new N8nImportError({ error: message ?? fallback, details, url, status });
  if (status === 401 || status === 403) {
    return fields(
      'n8n refused the API key',
      `n8n at ${host} refused the API key (HTTP ${status}${said}). Create a key under Settings > n8n API in n8n and save it in FlowVault.`,
    );
  }
  if (status === 400) {
    return fields('n8n refused the workflow', `n8n at ${host} refused the workflow${said}.`);
  }
  if (status === 404) {
    return fields(
      'No n8n public API at this URL',
      `${url} was not found (HTTP 404). Check the instance URL: it should be the address you open n8n at, with n8n's public API enabled.`,
    );
  }
  return fields(
    `n8n answered with HTTP ${status}`,
    `n8n at ${host} could not ${what} (HTTP ${status}${said}).`,
  );
}

/**
 * Creates a workflow through n8n's public API (`POST {instance}/api/v1/workflows`, key in
 * `X-N8N-API-KEY`), through the guarded outbound client, and returns n8n's id for it. Every
 * failure is an N8nImportError.
 */
export async function createN8nWorkflow({
  instanceUrl,
  apiKey,
  body,
  allowPrivate,
  timeoutMs,
}: CreateN8nWorkflow): Promise<{ id: string }> {
  const url = `${instanceUrl.trim().replace(/\/+$/, '')}/api/v1/workflows`;
  let response;
  try {
    response = await outboundRequest({
      url,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-n8n-api-key': apiKey,
      },
      body: JSON.stringify(body),
      allowPrivate,
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof OutboundRequestError) throw unanswered(error, url);
    throw error;
  }
  const host = new URL(url).host;
  const answer = parseJson(response.body);
  if (response.status < 200 || response.status >= 300) {
    throw refused(response.status, answer, host, url);
  }
  const id = (answer as { id?: unknown } | undefined)?.id;
  if ((typeof id === 'string' && id !== '') || typeof id === 'number') return { id: String(id) };
  throw new N8nImportError({
    error: 'The n8n instance gave an unexpected answer',
    details: `${host} answered HTTP ${response.status} without a workflow id; is this the address of an n8n instance?`,
    url,
    status: response.status,
  });
}

/** What a connection test found; `reason` says why it is not `connected`, in plain words. */
export type N8nConnectionCheck =
  | { result: 'connected'; version: string | null }
  | { result: 'key_refused' | 'unreachable' | 'address_refused'; reason: string };

export interface CheckN8nConnection {
  instanceUrl: string;
  apiKey: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** How the answer of a request that reached something tells what it is. */
function checkAnswer(status: number, body: unknown): N8nConnectionCheck {
  if (status === 401 || status === 403) {
    return { result: 'key_refused', reason: `n8n answered HTTP ${status}` };
  }
  if (status === 404) {
    return { result: 'unreachable', reason: 'there is no n8n public API at this address' };
  }
  if (status < 200 || status >= 300) {
    return { result: 'unreachable', reason: `the address answered HTTP ${status}` };
  }
  // n8n's public API answers a list as `{data: [...], nextCursor}`; anything else is not n8n.
  if (!Array.isArray((body as { data?: unknown } | undefined)?.data)) {
    return { result: 'unreachable', reason: "the answer is not n8n's public API" };
  }
  // n8n's public API tells no version: no header, no field (docs/DECISIONS.md).
  return { result: 'connected', version: null };
}

/**
 * Tests a connection with the smallest authenticated read of n8n's public API,
 * `GET {instance}/api/v1/workflows?limit=1` with the key in `X-N8N-API-KEY`, through the same
 * guarded outbound client and address policy as an import. Never throws for what it finds:
 * an address the policy refuses (nothing is sent), a refused key, and anything that is not an
 * answer of n8n's public API are results.
 */
export async function checkN8nConnection({
  instanceUrl,
  apiKey,
  allowPrivate,
  timeoutMs,
}: CheckN8nConnection): Promise<N8nConnectionCheck> {
  const url = `${instanceUrl.trim().replace(/\/+$/, '')}/api/v1/workflows?limit=1`;
  try {
    const response = await outboundRequest({
      url,
      headers: { accept: 'application/json', 'x-n8n-api-key': apiKey },
      allowPrivate,
      timeoutMs,
    });
    return checkAnswer(response.status, parseJson(response.body));
  } catch (error) {
    if (!(error instanceof OutboundRequestError)) throw error;
    if (error.kind === 'forbidden_address') {
      return { result: 'address_refused', reason: error.reason ?? error.message };
    }
    return { result: 'unreachable', reason: error.message };
  }
}

/** One workflow of the user's own n8n, as a list shows it. */
export interface N8nWorkflowSummary {
  id: string;
  name: string;
  /** ISO 8601, or null when n8n gave none. */
  updatedAt: string | null;
  nodeCount: number;
  active: boolean;
}

export interface ListN8nWorkflows {
  instanceUrl: string;
  apiKey: string;
  /** n8n's `nextCursor` of the page before; none for the first page. */
  cursor?: string;
  limit: number;
  allowPrivate: boolean;
  timeoutMs?: number;
}

/**
 * n8n answers whole workflows, nodes and all, a page of its list too: a page of large ones is
 * several megabytes. More than this is not n8n's answer.
 */
const MAX_READ_BYTES = 16 * 1_048_576;

/**
 * An authenticated read of n8n's public API at `url` through the guarded outbound client and its
 * address policy: its status, its JSON (undefined when not JSON) and the host. A request that got
 * no answer is an N8nImportError.
 */
async function readN8n(
  url: string,
  apiKey: string,
  allowPrivate: boolean,
  timeoutMs: number | undefined,
): Promise<{ status: number; answer: unknown; host: string }> {
  try {
    const response = await outboundRequest({
      url,
      headers: { accept: 'application/json', 'x-n8n-api-key': apiKey },
      allowPrivate,
      timeoutMs,
      maxBytes: MAX_READ_BYTES,
    });
    return { status: response.status, answer: parseJson(response.body), host: new URL(url).host };
  } catch (error) {
    if (error instanceof OutboundRequestError) throw unanswered(error, url);
    throw error;
  }
}

/**
 * A page of the workflows in the user's n8n (`GET {instance}/api/v1/workflows?limit=&cursor=`,
 * key in `X-N8N-API-KEY`), through the guarded outbound client and its address policy, each as a
 * summary, with n8n's cursor of the next page (null on the last). Every failure is an
 * N8nImportError, as an import's are.
 */
export async function listN8nWorkflows({
  instanceUrl,
  apiKey,
  cursor,
  limit,
  allowPrivate,
  timeoutMs,
}: ListN8nWorkflows): Promise<{ workflows: N8nWorkflowSummary[]; nextCursor: string | null }> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  const url = `${instanceUrl.trim().replace(/\/+$/, '')}/api/v1/workflows?${query}`;
  const { status, answer, host } = await readN8n(url, apiKey, allowPrivate, timeoutMs);
  if (status < 200 || status >= 300) {
    throw refused(status, answer, host, url, 'list your workflows');
  }
  const page = answer as { data?: unknown; nextCursor?: unknown } | undefined;
  if (!Array.isArray(page?.data)) {
    throw new N8nImportError({
      error: 'The n8n instance gave an unexpected answer',
      details: `${host} answered HTTP ${status} without a list of workflows; is this the address of an n8n instance?`,
      url,
      status,
    });
  }
  const nextCursor =
    typeof page.nextCursor === 'string' && page.nextCursor !== '' ? page.nextCursor : null;
  return { workflows: page.data.flatMap(summaryOf), nextCursor };
}

/** A listed workflow as a summary; an entry without an id is left out. */
function summaryOf(entry: unknown): N8nWorkflowSummary[] {
  const workflow = (entry ?? {}) as Record<string, unknown>;
  const { id, name, updatedAt, nodes, active } = workflow;
  if (!((typeof id === 'string' && id !== '') || typeof id === 'number')) return [];
  const updated = typeof updatedAt === 'string' ? new Date(updatedAt) : undefined;
  return [
    {
      id: String(id),
      name:
        typeof name === 'string' && name.trim() !== '' ? clipText(name.trim(), 200) : 'Untitled',
      updatedAt: updated && !Number.isNaN(updated.getTime()) ? updated.toISOString() : null,
      nodeCount: Array.isArray(nodes) ? nodes.length : 0,
      active: active === true,
    },
  ];
}

export interface GetN8nWorkflow {
  instanceUrl: string;
  apiKey: string;
  id: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}

/**
 * One workflow of the user's n8n (`GET {instance}/api/v1/workflows/{id}`), whole, through the
 * guarded outbound client and its address policy. Every failure is an N8nImportError; an id n8n
 * does not know is its 404.
 */
export async function getN8nWorkflow({
  instanceUrl,
  apiKey,
  id,
  allowPrivate,
  timeoutMs,
}: GetN8nWorkflow): Promise<Record<string, unknown>> {
  const url = `${instanceUrl.trim().replace(/\/+$/, '')}/api/v1/workflows/${encodeURIComponent(id)}`;
  const { status, answer, host } = await readN8n(url, apiKey, allowPrivate, timeoutMs);
  if (status === 404) {
    throw new N8nImportError({
      error: 'This workflow is not in your n8n',
      details: `n8n at ${host} has no workflow ${id} (HTTP 404).`,
      url,
      status: 404,
    });
  }
  if (status < 200 || status >= 300) throw refused(status, answer, host, url, 'read the workflow');
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) {
    throw new N8nImportError({
      error: 'The n8n instance gave an unexpected answer',
      details: `${host} answered HTTP ${status} without a workflow.`,
      url,
      status,
    });
  }
  return answer as Record<string, unknown>;
}
