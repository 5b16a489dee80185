import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from '../common/app-error';
import type { Logger } from '../common/logger';
import { validationFields } from '../common/validate-input';

const GRAPHQL_OWN_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * The one place GraphQL errors are shaped: an AppError keeps its message and carries its REST
 * code upper-cased in `extensions.code`; input validation becomes VALIDATION_ERROR with `fields`;
 * anything unknown is logged and masked as INTERNAL_ERROR.
 */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.code.toUpperCase(), ...original.extra },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const fields = validationFields(original.extensions.validationErrors ?? []);
      return {
        message: 'Invalid input',
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: 'VALIDATION_ERROR', fields },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && GRAPHQL_OWN_CODES.has(code)) {
      const mapped = code === 'BAD_USER_INPUT' ? 'VALIDATION_ERROR' : code;
      return { ...formatted, extensions: { code: mapped } };
    }
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    logger.error({ err: original }, 'graphql operation failed');
    return {
      message: 'Something went wrong on our side. Please try again.',
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: 'INTERNAL_ERROR' },
    };
  };
}
