import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { hostileJson, hostileText, plausibleValue } from './hostile-values';
import type { SeededRandom } from './seeded-random';

/** A field that takes arguments, and the fields leading to it from its operation's root. */
export interface ArgumentTarget {
  operation: 'query' | 'mutation';
  path: string[];
  field: GraphQLField<unknown, unknown>;
}

/**
 * Every field taking arguments that an operation can reach, found breadth-first from the Query
 * and Mutation roots through fields that need no argument, so nested arguments
 * (`templates { templates { relatedTemplates(limit) } }`) are covered as well as root ones. A
 * type reached by several shortest paths is entered by each: one of them may be a list only
 * some callers ever see filled (an expert's board), where nested arguments would never run.
 */
export function argumentTargets(schema: GraphQLSchema): ArgumentTarget[] {
  const targets: ArgumentTarget[] = [];
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  for (const [operation, root] of roots) {
    if (!root) continue;
    const depth = new Map<GraphQLObjectType, number>([[root, 0]]);
    const pending: Array<[GraphQLObjectType, string[]]> = [[root, []]];
    while (pending.length > 0) {
      const [type, path] = pending.shift()!;
      for (const field of Object.values(type.getFields())) {
        if (field.args.length > 0) targets.push({ operation, path, field });
        const next = getNamedType(field.type);
        const free = field.args.every(
          (arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined,
        );
        if (!isObjectType(next) || !free || operation !== 'query') continue;
        const shortest = depth.get(next) ?? path.length + 1;
        if (shortest === path.length + 1) {
          depth.set(next, shortest);
          pending.push([next, [...path, field.name]]);
        }
      }
    }
  }
  return targets;
}

/**
 * An operation calling `target` with one argument hostile (or none, sometimes) and the others
 * plausible, so resolvers run as well as refusals: the hostile one holds a value of any type at
 * all or a near miss of its own, inline as a literal or as a variable of the declared type.
 */
export function hostileOperation(
  rng: SeededRandom,
  target: ArgumentTarget,
  /** Ids that exist, given to some plausible `ID` arguments so lookups find something. */
  knownIds: readonly string[] = [],
): { query: string; variables: Record<string, unknown> } {
  const values = new ValueSource(rng, knownIds);
  const definitions: string[] = [];
  const variables: Record<string, unknown> = {};
  const hostile = rng.chance(0.8) ? rng.int(0, target.field.args.length - 1) : -1;
  const args = target.field.args.flatMap((arg, index) => {
    const mayOmit = !isNonNullType(arg.type) || arg.defaultValue !== undefined;
    if ((index === hostile || mayOmit) && rng.chance(0.2)) return [];
    const value =
      index === hostile && rng.chance(0.35)
        ? hostileJson(rng)
        : values.of(arg.type, index !== hostile);
    if (rng.chance(0.5)) return [`${arg.name}: ${literal(value)}`];
    const name = `v${index}`;
    definitions.push(`$${name}: ${String(arg.type)}`);
    if (index !== hostile || !rng.chance(0.1)) variables[name] = value;
    return [`${arg.name}: $${name}`];
  });
  const leaf = isLeafType(getNamedType(target.field.type));
  const call = args.length > 0 ? `(${args.join(', ')})` : '';
  let selection = `${target.field.name}${call}${leaf ? '' : ' { __typename }'}`;
  for (const field of [...target.path].reverse()) selection = `${field} { ${selection} }`;
  const header = definitions.length > 0 ? `(${definitions.join(', ')})` : '';
  return { query: `${target.operation} Hostile${header} { ${selection} }`, variables };
}

/** An enum value: a bare name as a literal, a string in variables. */
class EnumValue {
  constructor(readonly name: string) {}

  toJSON(): string {
    return this.name;
  }
}

/**
 * Values shaped like a type: plausible (small numbers, known enum values and ids, text that is
 * odd but allowed), or hostile inside (boundary numbers, enum near misses, hostile text).
 */
class ValueSource {
  constructor(
    private readonly rng: SeededRandom,
    private readonly knownIds: readonly string[],
  ) {}

  of(type: GraphQLInputType, plausible: boolean, depth = 0): unknown {
    const rng = this.rng;
    if (!isNonNullType(type) && rng.chance(plausible ? 0.05 : 0.15)) return null;
    const inner = getNullableType(type) as GraphQLInputType;
    if (isListType(inner)) {
      return Array.from({ length: rng.int(0, 3) }, () =>
        this.of(inner.ofType, plausible, depth + 1),
      );
    }
    if (isInputObjectType(inner)) {
      if (depth > 3) return {};
      const fields = Object.values(inner.getFields()).filter(
        (field) => isNonNullType(field.type) || rng.chance(0.4),
      );
      return Object.fromEntries(
        fields.map((field) => [field.name, this.of(field.type, plausible, depth + 1)]),
      );
    }
    if (isEnumType(inner)) {
      const name = rng.pick(inner.getValues()).name;
      return plausible ? new EnumValue(name) : rng.pick([name.toLowerCase(), `${name}_X`, '']);
    }
    return this.scalar(inner.name, plausible);
  }

  private scalar(name: string, plausible: boolean): unknown {
    const rng = this.rng;
    switch (name) {
      case 'Int':
        return plausible
          ? rng.int(1, 20)
          : rng.pick([0, -1, 101, 2 ** 31 - 1, -(2 ** 31), 1_000_000]);
      case 'Float':
        return plausible ? 1.5 : rng.pick([-1, 1e308, -1e308]);
      case 'Boolean':
        return rng.chance(0.5);
      case 'ID':
        if (plausible && this.knownIds.length > 0 && rng.chance(0.6)) {
          return rng.pick(this.knownIds);
        }
        return plausible ? plausibleValue(rng, {}) : hostileText(rng);
      default:
        return plausible ? plausibleValue(rng, {}) : hostileText(rng);
    }
  }
}

/** A value written as a GraphQL literal (strings in JSON's escapes, which GraphQL shares). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof EnumValue) return value.name;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = Object.entries(value).map(([key, item]) => `${key}: ${literal(item)}`);
    return `{${fields.join(', ')}}`;
  }
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** For the failure report: which argument a target is. */
export function describeTarget(target: ArgumentTarget): string {
  const args = target.field.args.map((arg: GraphQLArgument) => `${arg.name}: ${String(arg.type)}`);
  return `${target.operation} ${[...target.path, target.field.name].join('.')}(${args.join(', ')})`;
}
