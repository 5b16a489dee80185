import { AppError } from '../core/app-error';
import {
  checkInput,
  inputProperties,
  isListProperty,
  type FieldProblems,
  type InputClass,
} from '../core/validate-input';
import { unsafeInput } from '../core/unsafe-input';

/**
 * A query string as `Class`. A parameter may repeat only where the class declares a list; any
 * other repeated parameter is refused rather than one of its values picked. Parameters the class
 * does not declare are ignored. Every bad parameter is named at once.
 */
export function readQuery<T extends object>(Class: InputClass<T>, query: unknown): T {
  const raw = { ...(query as Record<string, unknown>) };
  const problems: FieldProblems = {};
  for (const name of inputProperties(Class)) {
    if (Array.isArray(raw[name]) && !isListProperty(Class, name)) {
      problems[name] = 'must be given once, as plain text';
      delete raw[name];
    }
  }
  const checked = checkInput(Class, raw);
  Object.assign(problems, checked.problems);
  if (checked.problems || Object.keys(problems).length > 0) {
    throw AppError.validation('Invalid query', problems);
  }
  return checked.value;
}

/** A JSON body as `Class`; the body must be an object. */
export function readBody<T extends object>(Class: InputClass<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw AppError.validation('The request body must be a JSON object');
  }
  const { value, problems } = checkInput(Class, body);
  if (problems) throw AppError.validation('Invalid input', problems);
  return value;
}

/**
 * Path parameters as `Class`, or as the strings Express decoded when the route declares no
 * class; a path naming nothing we could have (a malformed id, a NUL in it) is not found.
 */
export function readParams<T extends object>(
  Class: InputClass<T> | undefined,
  params: Record<string, unknown>,
  notFound: string,
): T {
  if (!Class) {
    if (unsafeInput(params).length > 0) throw AppError.notFound(notFound);
    return params as T;
  }
  const { value, problems } = checkInput(Class, params);
  if (problems) throw AppError.notFound(notFound);
  return value;
}
