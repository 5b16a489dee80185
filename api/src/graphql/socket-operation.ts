import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import type { RequestPolicy } from './request-policy';

/**
 * Admits one graphql-ws operation the way Apollo admits an HTTP one: parse within the budget,
 * validate with graphql-js's rules and the policy's (limits, introspection), pick the operation
 * and coerce its variables. Returns what graphql-ws executes, or the refusals with the codes
 * Apollo gives them (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED or the rule's own,
 * OPERATION_RESOLUTION_FAILURE, BAD_USER_INPUT), so formatError treats both paths alike.
 */
export function admitSocketOperation(
  schema: GraphQLSchema,
  policy: RequestPolicy,
  payload: SubscribePayload,
): ExecutionArgs | GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(payload.query, policy.parseOptions);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return [withCode(error, 'GRAPHQL_PARSE_FAILED')];
  }
  const invalid = validate(schema, document, [...specifiedRules, ...policy.validationRules]);
  if (invalid.length > 0)
    return invalid.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
  const operation = getOperationAST(document, payload.operationName);
  if (!operation) {
    const message = payload.operationName
      ? `Unknown operation named "${payload.operationName}".`
      : 'Must provide operation name if query contains multiple operations.';
    return [new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } })];
  }
  const inputs = payload.variables ?? {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs, {
    maxErrors: 50,
  });
  if (coerced.errors) return coerced.errors.map((error) => withCode(error, 'BAD_USER_INPUT'));
  return { schema, document, operationName: payload.operationName, variableValues: inputs };
}

/** The error with `code` unless its rule gave it one (QUERY_TOO_COMPLEX keeps its own). */
function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    originalError: error,
    extensions: { ...error.extensions, code: error.extensions.code ?? code },
  });
}
