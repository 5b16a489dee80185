import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Refuses an operation whose type (query, mutation, subscription) has no root type in the schema.
 * graphql-js 16 validates such a document and only fails when executing it, with an error that
 * carries no code and so reaches the client as INTERNAL_ERROR (and the log as a server fault): a
 * `subscription { __typename }` from a stranger is a bad request, refused before anything runs.
 * graphql-js 17 has this rule built in as KnownOperationTypesRule.
 */
export const KnownOperationTypeRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (!context.getSchema().getRootType(operation.operation)) {
      context.reportError(
        new GraphQLError(`This API has no ${operation.operation} operations.`, {
          nodes: operation,
        }),
      );
    }
    return false;
  },
});

/**
 * For the HTTP path only: a subscription is served over graphql-ws on the same path. Executed
 * over HTTP its fields would resolve once with no event, so it is refused as a bad request (400)
 * before anything runs.
 */
export const SubscriptionOverSocketRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation === 'subscription') {
      context.reportError(
        new GraphQLError(
          'Subscriptions are served over graphql-ws (a WebSocket on /graphql), not over HTTP.',
          { nodes: operation },
        ),
      );
    }
    return false;
  },
});
