import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, type ValidationError } from 'class-validator';
import { AppError } from './app-error';

/**
 * A class whose decorated properties define one input: class-transformer's `@Transform` coerces
 * raw values (query strings, JSON, typed calls) and class-validator's rules check them. The same
 * class is a GraphQL argument type, a REST query or body, and a section of the OpenAPI document.
 */
export type InputClass<T extends object = object> = new () => T;

/** Each field with its problem, e.g. `{limit: 'must be a whole number from 1 to 100'}`. */
export type FieldProblems = Record<string, string>;

const VALIDATION = {
  // Parameters the class does not declare are dropped, not refused: links carry tracking tags.
  whitelist: true,
  // One problem per field, the first rule it breaks; the rules are declared most basic first.
  stopAtFirstError: true,
  validationError: { target: false, value: false },
};

/**
 * Inputs this module built and found valid. They are frozen, so one that reaches a second check
 * (a REST query read at the edge, then passed to the service that validates its input) is known
 * to be valid still and is not coerced and validated again.
 */
const VALID = new WeakSet<object>();

/**
 * Coerces and validates `raw` as `Class`; the instance holds only the declared properties that
 * were given, in their canonical form, and is frozen. Anything but a plain object counts as no
 * input at all.
 */
export function checkInput<T extends object>(
  Class: InputClass<T>,
  raw: unknown,
): { value: T; problems?: FieldProblems } {
  if (raw instanceof Class && VALID.has(raw)) return { value: raw };
  const plain = isPlainObject(raw) ? raw : {};
  const value = plainToInstance(Class, plain, { exposeUnsetFields: false });
  const errors = validateSync(value, VALIDATION);
  if (errors.length > 0) return { value, problems: validationFields(errors) };
  VALID.add(Object.freeze(value));
  return { value };
}

/** `checkInput`, throwing a 400 `validation_error` with `fields` when any rule is broken. */
export function validateInput<T extends object>(
  Class: InputClass<T>,
  raw: unknown,
  message = 'Invalid input',
): T {
  const { value, problems } = checkInput(Class, raw);
  if (problems) throw AppError.validation(message, problems);
  return value;
}

const PROPERTIES = new WeakMap<InputClass, string[]>();

/** The properties `Class` declares rules for, inherited ones included. */
export function inputProperties(Class: InputClass): string[] {
  let properties = PROPERTIES.get(Class);
  if (!properties) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(Class, '', true, false);
    properties = [...new Set(rules.map((rule) => rule.propertyName))];
    PROPERTIES.set(Class, properties);
  }
  return properties;
}

/** A property typed as an array is a list; anything else takes one value. */
export function isListProperty(Class: InputClass, property: string): boolean {
  return Reflect.getMetadata('design:type', Class.prototype, property) === Array;
}

/** class-validator errors as `{field: message}`; nested inputs read `filter.search`. */
export function validationFields(
  errors: readonly ValidationError[],
  prefix = '',
  fields: FieldProblems = {},
): FieldProblems {
  for (const error of errors) {
    const name = prefix + error.property;
    const message = Object.values(error.constraints ?? {})[0];
    if (message) fields[name] = message;
    else if (error.children?.length) validationFields(error.children, `${name}.`, fields);
    else fields[name] = 'is invalid';
  }
  return fields;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
