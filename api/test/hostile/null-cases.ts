import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import type { Schema } from '../../src/rest/openapi';
import { PLANS } from '../../src/modules/accounts/plans';
import type { ArgumentTarget } from './graphql-cases';
import type { DocumentedRoute } from './rest-cases';

/**
 * Values the application knows, by field name, so that a body or input gets past its lookups
 * (a gateway, a plan and its price) and its service reaches the optional field that is `null`.
 * Other required fields get a generic valid value of their type.
 */
const KNOWN: Record<string, unknown> = {
  gateway: 'test',
  paymentGateway: 'test',
  currency: 'USD',
  subscriptionId: PLANS[1].id,
  amount: 19,
  name: 'Null Probe',
  email: 'null-probe@example.com',
  password: 'null-probe-password',
};

function knownOr(name: string, type: string | undefined, choices?: readonly unknown[]): unknown {
  if (choices?.length) return choices[0];
  if (name in KNOWN) return KNOWN[name];
  return type === 'integer' || type === 'number' || type === 'Int' || type === 'Float' ? 1 : 'x';
}

/**
 * For each optional property of `route`'s body: a body valid otherwise with that property
 * `null`, and the same body without it.
 */
export function nullBodies(
  route: DocumentedRoute,
): Array<{ field: string; withNull: string; without: string }> {
  const schema = route.body;
  if (!schema) return [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const base = Object.fromEntries(
    required.map((name) => {
      const property = properties[name] ?? {};
      return [name, knownOr(name, property.type as string, property.enum as unknown[])];
    }),
  );
  return Object.keys(properties)
    .filter((name) => !required.includes(name))
    .map((field) => ({
      field,
      withNull: JSON.stringify({ ...base, [field]: null }),
      without: JSON.stringify(base),
    }));
}

/**
 * For each nullable argument of `target`, and each nullable field of its input-object
 * arguments: an operation valid otherwise, that one `null` (sent as a variable).
 */
export function nullOperations(
  target: ArgumentTarget,
): Array<{ field: string; query: string; variables: Record<string, unknown> }> {
  const args = target.field.args;
  const definitions = args.map((arg, index) => `$v${index}: ${String(arg.type)}`).join(', ');
  const call = args.map((arg, index) => `${arg.name}: $v${index}`).join(', ');
  let selection = `${target.field.name}(${call}) { __typename }`;
  for (const field of [...target.path].reverse()) selection = `${field} { ${selection} }`;
  const query = `${target.operation} NullProbe(${definitions}) { ${selection} }`;
  const valid = args.map((arg) => validValue(arg.name, arg.type));
  const cases: Array<{ field: string; query: string; variables: Record<string, unknown> }> = [];
  const variables = (values: unknown[]) =>
    Object.fromEntries(values.map((value, index) => [`v${index}`, value]));
  args.forEach((arg, index) => {
    const replaced = (value: unknown) => valid.map((other, i) => (i === index ? value : other));
    if (!isNonNullType(arg.type)) {
      cases.push({ field: arg.name, query, variables: variables(replaced(null)) });
    }
    const inner = getNullableType(arg.type);
    if (!isInputObjectType(inner)) return;
    for (const field of Object.values(inner.getFields()).filter(isNullable)) {
      const input = { ...(valid[index] as object), [field.name]: null };
      cases.push({
        field: `${arg.name}.${field.name}`,
        query,
        variables: variables(replaced(input)),
      });
    }
  });
  return cases;
}

function isNullable(field: GraphQLInputField): boolean {
  return !isNonNullType(field.type);
}

/** A value of `type` that passes its rules: required fields only, from `KNOWN` where named. */
function validValue(name: string, type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((field) => !isNullable(field));
    return Object.fromEntries(
      fields.map((field) => [field.name, validValue(field.name, field.type)]),
    );
  }
  if (isEnumType(inner)) return inner.getValues()[0].name;
  if (isListType(inner)) return [];
  return knownOr(name, inner.name);
}
