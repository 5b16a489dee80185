import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** How big an operation is, with every fragment spread expanded where it is used. */
export interface OperationMeasure {
  /** Deepest nesting of fields. */
  depth: number;
  /** Fields selected, each spread counting its fragment's fields again. */
  fields: number;
  /** Aliased fields: each alias makes a resolver run again (with other arguments, maybe). */
  aliases: number;
  /**
   * Every field counts 1 (or its `cost` extension), root fields included; a field's `limit`
   * multiplies its selection.
   */
  cost: number;
}

/**
 * What a `limit` given as a variable counts as: the largest page any list argument of the schema
 * accepts (`MAX_PAGE_SIZE`). The measure depends on the document only, so a document is measured
 * once whatever its variables (Apollo keeps validated documents by their text's hash alone).
 */
export const VARIABLE_LIMIT = 100;

const NOTHING: OperationMeasure = { depth: 0, fields: 0, aliases: 0, cost: 0 };

/**
 * Measures the operations of one document. Each fragment is measured once and remembered, so a
 * document costs time in proportion to its length however often its fragments are spread (a
 * fragment spread twice at each of 30 levels is 2^30 fields, measured in 31 steps). A fragment
 * that spreads itself, directly or not, counts as empty: NoFragmentCyclesRule refuses it.
 */
export function createOperationMeasurer(schema: GraphQLSchema, document: DocumentNode) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const measured = new Map<string, OperationMeasure>();
  const measuring = new Set<string>();

  const fragment = (name: string): OperationMeasure => {
    const known = measured.get(name);
    if (known) return known;
    const definition = fragments.get(name);
    if (!definition || measuring.has(name)) return NOTHING;
    measuring.add(name);
    const result = selections(
      definition.selectionSet,
      schema.getType(definition.typeCondition.name.value),
    );
    measuring.delete(name);
    measured.set(name, result);
    return result;
  };

  const selections = (set: SelectionSetNode, parent: GraphQLNamedType | undefined) => {
    let depth = 0;
    let fields = 0;
    let aliases = 0;
    let cost = 0;
    for (const selection of set.selections) {
      const part =
        selection.kind === Kind.FIELD
          ? field(selection, parent)
          : selection.kind === Kind.INLINE_FRAGMENT
            ? selections(
                selection.selectionSet,
                selection.typeCondition
                  ? schema.getType(selection.typeCondition.name.value)
                  : parent,
              )
            : fragment(selection.name.value);
      depth = Math.max(depth, part.depth);
      fields += part.fields;
      aliases += part.aliases;
      cost += part.cost;
    }
    return { depth, fields, aliases, cost };
  };

  const field = (node: FieldNode, parent: GraphQLNamedType | undefined): OperationMeasure => {
    const alias = node.alias ? 1 : 0;
    const definition = fieldDefinition(parent, node.name.value);
    const weight = fieldCost(definition);
    if (!node.selectionSet) return { depth: 1, fields: 1, aliases: alias, cost: weight };
    const inner = selections(node.selectionSet, definition && getNamedType(definition.type));
    return {
      depth: 1 + inner.depth,
      fields: 1 + inner.fields,
      aliases: alias + inner.aliases,
      cost: weight + listSize(node, definition) * inner.cost,
    };
  };

  return (operation: OperationDefinitionNode): OperationMeasure =>
    selections(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined);
}

function fieldDefinition(
  parent: GraphQLNamedType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/**
 * What one field counts in the cost: 1, or its schema extension `cost` (type-graphql
 * `@Extensions({ cost })`) when it answers with far more than a field's worth of data, such as a
 * whole workflow.
 */
function fieldCost(definition: GraphQLField<unknown, unknown> | undefined): number {
  const cost = definition?.extensions.cost;
  return typeof cost === 'number' ? cost : 1;
}

/**
 * How many items a field's selection is counted for: its `limit` argument as written, the
 * argument's default when it is left out, VARIABLE_LIMIT when it is a variable. A list without a
 * `limit` (tags, node types, categories) holds leaves or small objects and counts once.
 */
function listSize(node: FieldNode, definition: GraphQLField<unknown, unknown> | undefined): number {
  const written = node.arguments?.find((argument) => argument.name.value === 'limit')?.value;
  if (!written) {
    const fallback = definition?.args.find((argument) => argument.name === 'limit')?.defaultValue;
    return typeof fallback === 'number' ? Math.max(1, fallback) : 1;
  }
  return written.kind === Kind.INT ? Math.max(1, Number(written.value)) : VARIABLE_LIMIT;
}
