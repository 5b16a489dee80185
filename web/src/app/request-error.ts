import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** What a failed GraphQL operation tells the user: the API's code, message and field problems. */
export interface RequestProblem {
  /** `extensions.code`: UNAUTHORIZED, CONFLICT, VALIDATION_ERROR, RATE_LIMITED, ... */
  code?: string;
  /** The API's message; absent when the request never got an answer we can read. */
  message?: string;
  /** Problems of single input fields, `{email: 'must be a valid email address'}`. */
  fields: Record<string, string>;
}

interface ErrorBody {
  message?: unknown;
  extensions?: { code?: unknown; fields?: unknown };
}

function fromBody(error: ErrorBody | undefined): RequestProblem {
  const fields = error?.extensions?.fields;
  return {
    code: typeof error?.extensions?.code === 'string' ? error.extensions.code : undefined,
    message: typeof error?.message === 'string' ? error.message : undefined,
    fields:
      fields && typeof fields === 'object'
        ? Object.fromEntries(
            Object.entries(fields).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {},
  };
}

/** The errors of a non-2xx answer Apollo did not parse (a plain `application/json` body). */
function errorsOfServerError(error: ServerError): ErrorBody[] {
  try {
    const body = JSON.parse(error.bodyText) as { errors?: ErrorBody[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

/** The first GraphQL error of a failed operation, whichever way Apollo delivered it. */
export function readRequestError(error: unknown): RequestProblem {
  if (CombinedGraphQLErrors.is(error)) return fromBody(error.errors[0] as ErrorBody);
  if (ServerError.is(error)) return fromBody(errorsOfServerError(error)[0]);
  return { fields: {} };
}

/**
 * The API's sentence when it is meant for the user, else undefined: a failure without a code
 * never got a readable answer, and INTERNAL_ERROR carries the API's masked, generic text, so the
 * caller's own sentence ('Failed to submit application') reads better.
 */
export function readableMessage(problem: RequestProblem): string | undefined {
  if (problem.code === undefined || problem.code === 'INTERNAL_ERROR') return undefined;
  return problem.message;
}

/**
 * Whether the API refused because the record moved on (CONFLICT: another decision won) or is
 * gone (NOT_FOUND): what the page shows of it is stale and should be asked again.
 */
export function isStaleRefusal(code: string | undefined): boolean {
  return code === 'CONFLICT' || code === 'NOT_FOUND';
}

/**
 * Whether the API refused the operation's session: HTTP 401, or an UNAUTHORIZED GraphQL error
 * (an account that is gone answers that inside a 200).
 */
export function isUnauthorized(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHORIZED');
  }
  return false;
}

/**
 * An API field problem as a sentence under its field: the API words most problems as the end of
 * one ("must be at least 6 characters") and some as a whole ("Current password is incorrect").
 */
export function fieldProblemText(label: string, problem: string): string {
  return /^[a-z]/.test(problem) ? `${label} ${problem}` : problem;
}

/** A failed submission laid out on a form: problems under their fields, the rest on top. */
export interface FormProblems<Field extends string> {
  fields: Partial<Record<Field, string>>;
  message?: string;
}

/**
 * Lays out a failed submission on a form whose fields carry these labels. The API's message goes
 * on top unless every problem already sits under its field; `fallback` stands in when the API
 * said nothing readable (see `readableMessage`). `fieldOf` names the form field of an API field
 * where the two differ (`input.budget.min` → `budgetMin`); by default they are the same.
 */
export function formProblems<Field extends string>(
  error: unknown,
  labels: Record<Field, string>,
  fallback: string,
  fieldOf: (apiField: string) => Field | undefined = (key) =>
    Object.hasOwn(labels, key) ? (key as Field) : undefined,
): FormProblems<Field> {
  const problem = readRequestError(error);
  const fields: Partial<Record<Field, string>> = {};
  let unplaced = 0;
  for (const [key, text] of Object.entries(problem.fields)) {
    const field = fieldOf(key);
    if (field) fields[field] = fieldProblemText(labels[field], text);
    else unplaced += 1;
  }
  const placed = Object.keys(fields).length;
  if (placed > 0 && unplaced === 0) return { fields };
  return { fields, message: readableMessage(problem) ?? fallback };
}
