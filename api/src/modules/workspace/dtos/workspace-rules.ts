import { AppError } from '../../../core/app-error';
import { checkInput, type InputClass } from '../../../core/validate-input';

/** What the web shows, as is, when text a person must write before sending is empty. */
export const EMPTY_QUESTION = 'Please enter a question before sending.';
export const EMPTY_ANSWER = 'Please enter an answer.';
export const EMPTY_PROMPT = 'Please describe what you need help with.';

const SENTENCES = new Set([EMPTY_QUESTION, EMPTY_ANSWER, EMPTY_PROMPT]);

/** One of those sentences among a validation error's field problems, if a field broke one. */
function sentenceOf(problems: Record<string, string>): string | undefined {
  return Object.values(problems).find((problem) => SENTENCES.has(problem));
}

/**
 * `validateInput` for the workspace's inputs: the body's message is that field's sentence when a
 * field broke one (the web shows it as is), else "Invalid input"; fields are named under
 * `prefix` (`data.` inside a project-management PUT).
 */
export function validateWorkspaceInput<T extends object>(
  Class: InputClass<T>,
  raw: unknown,
  prefix = '',
): T {
  const { value, problems } = checkInput(Class, raw);
  if (!problems) return value;
  const fields = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [prefix + field, problem]),
  );
  throw AppError.validation(sentenceOf(problems) ?? 'Invalid input', fields);
}

/**
 * A route's `failureBody` for bodies the REST edge refuses before the service sees them: the
 * standard body, its message the field's sentence when a field broke one.
 */
export function sentenceFirst(error: AppError): object {
  const fields = (error.extra.fields ?? {}) as Record<string, string>;
  return { error: error.code, message: sentenceOf(fields) ?? error.message, ...error.extra };
}
