import { ERROR_STATUS, type ErrorCode } from '../../src/core/app-error';

/** What came back, as much as the checks need. */
export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * What is wrong with a REST answer, if anything: never a
 * 5xx, and every 4xx carries `{error, message}` (plus `fields` for validation) with the status
 * its code maps to.
 */
export function restViolation({ status, contentType, text }: Answer): string | undefined {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (status < 400) return undefined;
  if (!contentType.includes('application/json')) return `status ${status} without a JSON body`;
  const body = parse(text) as Record<string, unknown> | undefined;
  if (body?.success === false) return importFailureViolation(status, body, text);
  const code = body?.error as ErrorCode;
  if (!body || typeof body.message !== 'string' || !(code in ERROR_STATUS)) {
    return `status ${status} with a body outside the error shape: ${text.slice(0, 200)}`;
  }
  if (ERROR_STATUS[code] !== status) return `status ${status} answered with code ${code}`;
  const extra = Object.keys(body).filter((key) => !['error', 'message', 'fields'].includes(key));
  if (extra.length > 0) return `unexpected keys in the error body: ${extra.join(', ')}`;
  if (body.fields !== undefined && !isTextRecord(body.fields)) return `malformed fields: ${text}`;
  return undefined;
}

/**
 * The failure body of an import (`{success: false, error, details, url}`, `error`
 * being a message), which also names its `code` and repeats the text as `message`.
 */
function importFailureViolation(
  status: number,
  body: Record<string, unknown>,
  text: string,
): string | undefined {
  const code = body.code as ErrorCode;
  const shaped =
    typeof body.error === 'string' &&
    body.message === body.error &&
    typeof body.details === 'string' &&
    (body.url === null || typeof body.url === 'string') &&
    code in ERROR_STATUS;
  if (!shaped)
    return `status ${status} with a failure body outside its shape: ${text.slice(0, 200)}`;
  if (ERROR_STATUS[code] !== status) return `status ${status} answered with code ${code}`;
  if (body.fields !== undefined && !isTextRecord(body.fields)) return `malformed fields: ${text}`;
  return undefined;
}

/** Codes that mean the server failed rather than the client. */
const FAILURE_CODES = new Set(['INTERNAL_ERROR', 'INTERNAL_SERVER_ERROR']);

/**
 * What is wrong with a GraphQL answer, if anything: never a 5xx, a JSON body with `data` or
 * `errors`, and every error with a string `extensions.code` that is not a failure of ours.
 */
export function graphqlViolation({ status, text }: Answer): string | undefined {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  const body = parse(text) as { data?: unknown; errors?: unknown[] } | undefined;
  if (!body || (body.data === undefined && !Array.isArray(body.errors))) {
    return `status ${status} with a body that is no GraphQL answer: ${text.slice(0, 200)}`;
  }
  for (const error of body.errors ?? []) {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    if (typeof code !== 'string') return `an error without a code: ${JSON.stringify(error)}`;
    if (FAILURE_CODES.has(code)) return `${code}: ${JSON.stringify(error).slice(0, 200)}`;
  }
  return undefined;
}

/** Database or stack text that must never reach a client, whatever wraps it. */
export const LEAKED_TEXT =
  /invalid byte sequence|invalid input syntax for|syntax error at or near|violates|relation "|column "|\bat .+\.(ts|js):\d+|Something went wrong on our side/i;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isTextRecord(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}
