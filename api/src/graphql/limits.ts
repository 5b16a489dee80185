import type { ApolloServerPlugin, GraphQLRequest } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

/** Deepest selection nesting an operation may have (introspection included). */
export const MAX_DEPTH = 12;
/** Highest estimated cost: each field costs 1, list fields multiply by their `limit`. */
export const MAX_COST = 5000;

/** Depth of a selection set, following fragment spreads; `seen` stops fragment cycles. */
export function selectionDepth(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string> = new Set(),
): number {
  if (!set) return 0;
  let max = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      max = Math.max(
        max,
        selection.selectionSet ? 1 + selectionDepth(selection.selectionSet, fragments, seen) : 1,
      );
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, selectionDepth(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      if (seen.has(name) || !fragments[name]) continue;
      max = Math.max(
        max,
        selectionDepth(fragments[name].selectionSet, fragments, new Set([...seen, name])),
      );
    }
  }
  return max;
}

/**
 * The cost measure coerces the variables first; variables of the wrong type, or a required one
 * missing, are the client's mistake, answered as graphql-js execution would (400 BAD_USER_INPUT),
 * not as a failure of ours.
 */
function complexityOrBadInput(measure: () => number): number {
  try {
    return measure();
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    throw new GraphQLError(error.message, {
      nodes: error.nodes,
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    });
  }
}

/** Measured operations remembered per process: clients send the same few documents again. */
const MEASURED_LIMIT = 500;

/**
 * Refuses operations that are too deep or too costly before any resolver runs. The measure of a
 * document with its variables is kept (bounded), so a repeated operation is not walked again.
 */
export function limitsPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  const measured = new Map<string, { depth: number; cost: number }>();
  const measure = (
    document: DocumentNode,
    operation: OperationDefinitionNode,
    request: GraphQLRequest,
  ) => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of document.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    }
    const depth = selectionDepth(operation.selectionSet, fragments);
    if (depth > MAX_DEPTH) return { depth, cost: 0 };
    const cost = complexityOrBadInput(() =>
      getComplexity({
        schema,
        query: document,
        operationName: request.operationName ?? undefined,
        variables: request.variables ?? {},
        estimators: [
          fieldExtensionsEstimator(),
          ({ args, childComplexity }) => {
            const limit = typeof args.limit === 'number' ? args.limit : 1;
            return childComplexity > 0 ? 1 + childComplexity * limit : undefined;
          },
          simpleEstimator({ defaultComplexity: 1 }),
        ],
      }),
    );
    return { depth, cost };
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, queryHash }) {
          if (!operation) return;
          const key = `${queryHash}:${request.operationName ?? ''}:${JSON.stringify(request.variables ?? {})}`;
          let result = measured.get(key);
          if (!result) {
            result = measure(document, operation, request);
            measured.set(key, result);
            if (measured.size > MEASURED_LIMIT)
              measured.delete(measured.keys().next().value as string);
          }
          if (result.depth > MAX_DEPTH) {
            throw new GraphQLError(
              `Query is too deep: ${result.depth} levels, at most ${MAX_DEPTH}`,
              {
                extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
              },
            );
          }
          if (result.cost > MAX_COST) {
            throw new GraphQLError(`Query is too costly: ${result.cost}, at most ${MAX_COST}`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
