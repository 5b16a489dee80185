/**
 * Secret scrubbing for ingested workflows. What a template keeps must be safe to publish:
 *
 * - `pinData` (pinned sample executions) is dropped whole: it holds real sample data, often
 *   personal (emails, names), and n8n's import API refuses it anyway.
 * - Node `credentials` keep only each credential's name: `{type: {id, name}}` becomes
 *   `{type: {name}}`, and the older string form `{type: "Gmail account"}` becomes `{type: {name}}`.
 * - A string under a secret-like key (apiKey, api_key, token, access_token, password, secret,
 *   client_secret, authorization, x-api-key ...; also a `{name, value}` pair whose name is such a
 *   key, as n8n stores headers and query parameters) is blanked to "" when it is a literal:
 *   not an expression holding `{{`, not a placeholder (YOUR_..., <...>, [...], xxx, ***, "enter",
 *   "here", $VAR, UPPER_SNAKE names), 6+ characters without spaces once a `Bearer`/`Basic`/`Token`
 *   scheme word is removed.
 * - Known key formats are cut out of any string, the rest of the string kept: OpenAI/Anthropic
 *   `sk-...`, Stripe `sk_live_...`/`pi_..._secret_...`, Slack `xox?-...`, GitHub `ghp_...`,
 *   GitLab `glpat-...`, AWS `AKIA...`, Google `AIza...`, Perplexity, Tavily, Apify and n8n API
 *   keys, JWTs, Discord webhook tokens, long `Bearer <token>` values, secret query parameters in
 *   URLs and quoted `secret = "..."` assignments in code.
 *
 * Every blanked value and every cut token counts once in `redactedValues`. Objects below the
 * nodes come out with their keys sorted: jsonb keeps no key order anyway, and sorted keys make
 * the content hash a plain serialisation.
 */
import type { WorkflowJson } from '../../templates/template.entity';

/** What the scrubber took out: a literal secret, a known key format, a credential id, pin data. */
export type ScrubKind = 'secret' | 'token' | 'credential_id' | 'pinned_data';

/** One thing the scrubber took out of a workflow, and where, as its author reads it. */
export interface ScrubRemoval {
  /** The node's name; null for the workflow itself (its pinned data). */
  node: string | null;
  /**
   * Where in the node: the parameters' names as n8n shows them, `Query Parameters › api_key`
   * (a header or query parameter by its own name), `Credentials › slackApi`; `Pinned data`.
   */
  path: string;
  kind: ScrubKind;
}

export interface ScrubbedWorkflow {
  workflow: WorkflowJson;
  /** Literal secrets blanked and known key formats cut: what `removed` lists as those kinds. */
  redactedValues: number;
  /** Everything taken out, in the workflow's order. */
  removed: ScrubRemoval[];
}

/** Keys of n8n's parameter containers, left out of a path as n8n's editor leaves them out. */
const CONTAINER_KEYS = new Set(['parameters', 'values', 'value', 'options']);

/** `queryParameters` → `Query Parameters`; `api_key` stays as written. */
function shownKey(key: string): string {
  if (!/[a-z][A-Z]/.test(key)) return key;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const SECRET_KEY =
  /(apikey|appkey|authkey|userkey|accesskey|secretkey|privatekey|token|secret|password|passwd|passphrase|authorization|bearer)$|^xkey$/;

const PLACEHOLDER =
  /your|<[^>]*>|\[[^\]]*\]|\{[^}]*\}|x{3,}|\*{3,}|\.{3}|…|^\$|enter|here|placeholder|example|changeme|change_me|replace|insert|undefined|null|dummy|^(.)\1+$/i;

const ENV_NAME = /^[A-Z]+(_[A-Z]+)+$/;

/** A word naming the secret instead of being one: `gitlabToken`, `apiKey`, `CLIENTSECRET`. */
const SECRET_WORD = /token|secret|passw|api_?key/i;

const secretKeys = new Map<string, boolean>();

/** Normalises `X-API-Key`, `api_key`, `auth[access_token]` to letters and digits, lower-case. */
export function isSecretKey(key: string): boolean {
  let known = secretKeys.get(key);
  if (known === undefined) {
    known = SECRET_KEY.test(key.toLowerCase().replace(/[^a-z0-9]/g, ''));
    if (secretKeys.size < 10_000) secretKeys.set(key, known);
  }
  return known;
}

export function isPlaceholder(value: string): boolean {
  return (
    PLACEHOLDER.test(value) ||
    ENV_NAME.test(value) ||
    (SECRET_WORD.test(value) && !/\d/.test(value))
  );
}

/** Whether a value found under a secret-like key is a literal secret that must be blanked. */
export function isLiteralSecret(value: string): boolean {
  if (value.includes('{{')) return false;
  const bare = value
    .trim()
    .replace(/^=/, '')
    .replace(/^(bearer|basic|token|apikey|api-key)(\s+|$)/i, '')
    .trim();
  if (bare.length < 6 || /\s/.test(bare)) return false;
  return !isPlaceholder(bare);
}

interface TokenPattern {
  pattern: RegExp;
  /** Group 1, when present, is kept: the prefix before the token (`Bearer `, `?apiKey=`). */
  keepsPrefix?: boolean;
  /** Extra check on the token itself, for generic shapes. */
  accept?: (token: string) => boolean;
}

const looksRandom = (token: string) => /[a-z]/i.test(token) && /\d/.test(token);

const TOKEN_PATTERNS: TokenPattern[] = [
  { pattern: /\bsk-(?:proj-|ant-|live-|svcacct-)?[A-Za-z0-9_-]{20,}/g },
  { pattern: /\b[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g },
  { pattern: /\bpi_[A-Za-z0-9]{10,}_secret_[A-Za-z0-9]{10,}/g },
  { pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { pattern: /\bgh[pousr]_[A-Za-z0-9]{30,}/g },
  { pattern: /\bgithub_pat_[A-Za-z0-9_]{30,}/g },
  { pattern: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { pattern: /\bpplx-[A-Za-z0-9]{20,}/g },
  { pattern: /\btvly-[A-Za-z0-9-]{20,}/g },
  { pattern: /\bapify_api_[A-Za-z0-9]{20,}/g },
  { pattern: /\bn8n_api_[A-Za-z0-9]{20,}/g },
  { pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g },
  {
    pattern: /(discord(?:app)?\.com\/api\/webhooks\/\d+\/)[A-Za-z0-9_-]{30,}/g,
    keepsPrefix: true,
  },
  { pattern: /(\bBearer\s+)[A-Za-z0-9\-._~+/]{24,}=*/gi, keepsPrefix: true, accept: looksRandom },
  {
    pattern:
      /([?&](?:api_?key|apikey|access_token|auth_token|token|appid|client_secret|secret)=)[A-Za-z0-9\-._~%]{16,}/gi,
    keepsPrefix: true,
    accept: looksRandom,
  },
  {
    pattern:
      /((?:api_?key|apikey|secret|token|password|access_token|client_secret)["']?\s*[:=]\s*["'])[^"'\s{}$]{12,}(?=["'])/gi,
    keepsPrefix: true,
    accept: looksRandom,
  },
];

/** The shortest string any pattern can match; shorter strings are skipped without a scan. */
const MIN_TOKEN_LENGTH = 16;

/** One cheap test for anything TOKEN_PATTERNS could match, so most strings need one scan. */
const MAYBE_TOKEN =
  /sk-|[sr]k_|pi_|xox|gh[pousr]_|github_pat|glpat-|AKIA|ASIA|AIza|pplx-|tvly-|apify_api|n8n_api|eyJ|discord|bearer|[?&][a-z_]*=|(key|secret|token|password)["']?\s*[:=]/i;

/** Cuts known token formats out of a string; returns the string and how many were cut. */
export function cutKnownTokens(text: string): { text: string; cut: number } {
  if (text.length < MIN_TOKEN_LENGTH || !MAYBE_TOKEN.test(text)) return { text, cut: 0 };
  let cut = 0;
  let out = text;
  for (const { pattern, keepsPrefix, accept } of TOKEN_PATTERNS) {
    out = out.replace(pattern, (match: string, prefix?: string) => {
      const kept = keepsPrefix && typeof prefix === 'string' ? prefix : '';
      const token = match.slice(kept.length);
      if (isPlaceholder(token) || (accept && !accept(token))) return match;
      cut += 1;
      return kept;
    });
  }
  return { text: out, cut };
}

class Scrubber {
  redacted = 0;
  readonly removed: ScrubRemoval[] = [];
  /** The node being scrubbed, and the keys down to the value at hand. */
  node: string | null = null;
  private readonly path: string[] = [];

  value(value: unknown, key?: string): unknown {
    if (typeof value === 'string') return this.string(value, key);
    if (Array.isArray(value)) return value.map((item) => this.value(item, key));
    if (value && typeof value === 'object') return this.object(value as Record<string, unknown>);
    return value;
  }

  /** Records a removal at the current path (and `leaf`, when given). */
  remove(kind: ScrubKind, leaf?: string): void {
    const shown = [...this.path, ...(leaf === undefined ? [] : [leaf])].filter(
      (segment) => !CONTAINER_KEYS.has(segment),
    );
    this.removed.push({ node: this.node, path: shown.map(shownKey).join(' › '), kind });
  }

  private string(value: string, key?: string): string {
    if (key !== undefined && isSecretKey(key) && isLiteralSecret(value)) {
      this.redacted += 1;
      this.remove('secret');
      return '';
    }
    const { text, cut } = cutKnownTokens(value);
    this.redacted += cut;
    for (let i = 0; i < cut; i++) this.remove('token');
    return text;
  }

  private object(object: Record<string, unknown>): Record<string, unknown> {
    // n8n keeps headers, query and body parameters as {name, value} pairs.
    const pairName = typeof object.name === 'string' ? object.name : undefined;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(object).sort()) {
      const item = object[key];
      const pair = key === 'value' && pairName !== undefined;
      this.path.push(pair ? pairName : key);
      out[key] = this.value(item, pair ? pairName : key);
      this.path.pop();
    }
    return out;
  }

  /** Scrubs a node's field `field`, its path starting there. */
  field(field: string, item: unknown): unknown {
    this.path.push(field);
    const out = this.value(item, field);
    this.path.pop();
    return out;
  }
}

/** `{type: {id, name}}` or `{type: "name"}` → `{type: {name}}`. */
export function credentialNames(
  credentials: unknown,
): Record<string, { name: string }> | undefined {
  if (!credentials || typeof credentials !== 'object' || Array.isArray(credentials))
    return undefined;
  const out: Record<string, { name: string }> = {};
  for (const [type, ref] of Object.entries(credentials as Record<string, unknown>)) {
    if (typeof ref === 'string') out[type] = { name: ref };
    else {
      const name = ref && typeof ref === 'object' ? (ref as { name?: unknown }).name : undefined;
      out[type] = { name: typeof name === 'string' ? name : '' };
    }
  }
  return out;
}

/** The credential types of `credentials` whose reference carried an id (which is dropped). */
function credentialIds(credentials: unknown): string[] {
  if (!credentials || typeof credentials !== 'object' || Array.isArray(credentials)) return [];
  return Object.entries(credentials as Record<string, unknown>)
    .filter(([, ref]) => ref && typeof ref === 'object' && 'id' in ref)
    .map(([type]) => type);
}

/**
 * A scrubbed copy of the workflow (the input is not changed), the count of blanked values, and
 * what was taken out where (`removed`): what an author is shown before anything is published.
 */
export function scrubWorkflow(workflow: WorkflowJson): ScrubbedWorkflow {
  const scrubber = new Scrubber();
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(workflow)) {
    if (key === 'pinData') {
      if (value && typeof value === 'object' && Object.keys(value).length > 0) {
        scrubber.removed.push({ node: null, path: 'Pinned data', kind: 'pinned_data' });
      }
      continue;
    }
    if (key !== 'nodes' || !Array.isArray(value)) {
      out[key] = scrubber.field(key, value);
      continue;
    }
    out.nodes = value.map((node: Record<string, unknown>) => {
      scrubber.node = typeof node?.name === 'string' ? node.name : null;
      const copy: Record<string, unknown> = {};
      for (const [field, item] of Object.entries(node)) {
        if (field === 'credentials') {
          const names = credentialNames(item);
          if (names) copy.credentials = names;
          for (const type of credentialIds(item)) {
            scrubber.removed.push({
              node: scrubber.node,
              path: `Credentials › ${type}`,
              kind: 'credential_id',
            });
          }
        } else {
          copy[field] = scrubber.field(field, item);
        }
      }
      return copy;
    });
    scrubber.node = null;
  }
  return {
    workflow: out as WorkflowJson,
    redactedValues: scrubber.redacted,
    removed: scrubber.removed,
  };
}
