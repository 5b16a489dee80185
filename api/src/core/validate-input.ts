import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, type ValidationError } from 'class-validator';
import { AppError } from './app-error';
import { unsafeFields, unsafeInput, type UnsafeValue } from './unsafe-input';

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

/** As type-graphql validates arguments: an absent optional argument is no input to check. */
const ARGUMENT_VALIDATION = {
  stopAtFirstError: true,
  skipMissingProperties: true,
  forbidUnknownValues: false,
  validationError: { target: false, value: false },
};

/**
 * Inputs this module built and found valid. They are frozen, so one that reaches a second check
 * (a REST query read at the edge, then passed to the service that validates its input) is known
 * to be valid still and is not coerced and validated again.
 */
const VALID = new WeakSet<object>();

/** A checked input: its value when every rule holds, otherwise each field with its problem. */
export type CheckedInput<T> =
  { value: T; problems?: undefined } | { value?: undefined; problems: FieldProblems };

/**
 * Coerces and validates `raw` as `Class`; the instance holds only the declared properties that
 * were given, in their canonical form, and is frozen. Anything but a plain object counts as no
 * input at all, and a property given as `null` counts as not given (`withoutNulls`). A property holding what no layer beneath can take (`unsafeInput`: a NUL, a lone
 * surrogate, absurd nesting, a nested `constructor` key) is refused before it is even coerced,
 * declared or not, and the other properties are still checked, so every problem is named at once.
 */
export function checkInput<T extends object>(Class: InputClass<T>, raw: unknown): CheckedInput<T> {
  if (raw instanceof Class && VALID.has(raw)) return { value: raw };
  const unsafe = unsafeInput(isPlainObject(raw) ? raw : {});
  const plain = withoutNulls(withoutProperties(raw, unsafe), Class);
  const value = plainToInstance(Class, plain, { exposeUnsetFields: false });
  const errors = validateSync(value, VALIDATION);
  if (errors.length > 0 || unsafe.length > 0) {
    // A property refused as unsafe was left out, so its rules' "is required" is not news.
    const problems = validationFields(errors);
    for (const { property } of unsafe) delete problems[property];
    return { problems: { ...problems, ...unsafeFields(unsafe) } };
  }
  VALID.add(Object.freeze(value));
  return { value };
}

/**
 * The class-validator rules of an instance GraphQL built (type-graphql's arguments), after the
 * same `unsafeInput` check of the arguments as sent. Nothing is stripped: GraphQL admits only the
 * fields a type declares, and some of those (enums) have no class-validator rule to be kept by.
 */
export function checkArguments(instance: unknown, args: object): FieldProblems | undefined {
  const unsafe = unsafeInput(args);
  if (unsafe.length > 0) return unsafeFields(unsafe);
  const instances = [instance].flat().filter((item) => typeof item === 'object' && item !== null);
  for (const item of instances) dropNulls(item as object);
  const errors = instances.flatMap((item) => validateSync(item as object, ARGUMENT_VALIDATION));
  return errors.length > 0 ? validationFields(errors) : undefined;
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

/** An object made by an input class (not a plain JSON object, an array or null). */
function isInputInstance(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype !== Object.prototype && prototype !== null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `raw` without its `null` properties, and those of the input classes it nests: JSON and GraphQL
 * both let a client write `null` for a field it leaves out, and class-validator's `IsOptional`
 * lets a null through to services written for `undefined`. A required field given as `null` is
 * then refused as missing, naming it. Free-form JSON (a workflow) is passed on as sent.
 */
function withoutNulls(raw: object, Class: InputClass): object {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    // Declared by no input, and `kept[key] = value` would make the client's object its prototype.
    if (value === null || key === '__proto__') continue;
    const nested = nestedInputClass(Class, key);
    kept[key] = nested && isPlainObject(value) ? withoutNulls(value, nested) : value;
  }
  return kept;
}

/** The input class a property of `Class` holds, as its declared type says; none for JSON. */
function nestedInputClass(Class: InputClass, key: string): InputClass | undefined {
  const type: unknown = Reflect.getMetadata('design:type', Class.prototype, key);
  if (typeof type !== 'function' || BUILT_IN_TYPES.has(type)) return undefined;
  return type as InputClass;
}

const BUILT_IN_TYPES = new Set<unknown>([Object, Array, String, Number, Boolean, Date]);

/**
 * `withoutNulls` on an argument GraphQL built, in place: its input types arrive as instances of
 * their classes, a JSON scalar's value as a plain object, which is left as sent.
 */
function dropNulls(input: object): void {
  const fields = input as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) delete fields[key];
    else if (isInputInstance(value)) dropNulls(value);
  }
}

function withoutProperties(raw: unknown, unsafe: readonly UnsafeValue[]): object {
  if (!isPlainObject(raw)) return {};
  if (unsafe.length === 0) return raw;
  const kept = { ...raw };
  for (const { property } of unsafe) delete kept[property];
  return kept;
}
