import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError } from '../core/app-error';
import { isDatabaseUnavailable, serviceUnavailable } from '../core/db-errors';
import type { Logger } from '../core/logger';
import { parseBudgetMessage, QUERY_TOO_COMPLEX } from './operation-limits';

/** Formats one error for the client: Apollo's `formatError` signature, used by graphql-ws too. */
export type ErrorFormatter = (
  formatted: GraphQLFormattedError,
  error: unknown,
) => GraphQLFormattedError;

/**
 * The one place GraphQL errors are shaped, for HTTP and graphql-ws alike: an AppError keeps its
 * message and carries its REST code upper-cased in `extensions.code` (resolver arguments are
 * validated into an AppError: VALIDATION_ERROR with `fields`); a request-level error keeps its code
 * (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, BAD_USER_INPUT for variables, or the code its
 * own rule gave it, e.g. QUERY_TOO_COMPLEX); a database that cannot be reached is
 * SERVICE_UNAVAILABLE with `retryAfter`, as REST's 503; anything unknown is logged and masked as
 * INTERNAL_ERROR. Only `code` (and an AppError's extra fields) leave: never a stack trace.
 */
export function formatError(
  logger: Logger,
  { hideSchemaDetails }: { hideSchemaDetails: boolean },
): ErrorFormatter {
  return (formatted, error) => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const where = { path: formatted.path, locations: formatted.locations };
    const appError =
      original instanceof AppError
        ? original
        : isDatabaseUnavailable(original)
          ? serviceUnavailable()
          : undefined;
    if (appError) {
      return {
        message: appError.message,
        ...where,
        extensions: { code: appError.code.toUpperCase(), ...appError.extra },
      };
    }
    const code = ownCode(original) ?? formatted.extensions?.code ?? clientErrorCode(original);
    const budget = code === 'GRAPHQL_PARSE_FAILED' && parseBudgetMessage(formatted.message);
    if (budget) return { message: budget, ...where, extensions: { code: QUERY_TOO_COMPLEX } };
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      const message = hideSchemaDetails ? withoutSuggestions(formatted.message) : formatted.message;
      return { message, ...where, extensions: { code } };
    }
    logger.error({ err: original }, 'graphql operation failed');
    return {
      message: 'Something went wrong on our side. Please try again.',
      ...where,
      extensions: { code: 'INTERNAL_ERROR' },
    };
  };
}

/**
 * The code an error was created with. Apollo wraps a validation error in its own with code
 * GRAPHQL_VALIDATION_FAILED; the rule's own code (QUERY_TOO_COMPLEX) is the one clients see.
 */
function ownCode(error: unknown): string | undefined {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * BAD_REQUEST for an error that carries no code but was raised with a 4xx HTTP status: Apollo
 * refuses some malformed requests that way, and they are the client's error, not a fault of ours.
 */
function clientErrorCode(error: unknown): string | undefined {
  const status =
    error instanceof GraphQLError
      ? (error.extensions.http as { status?: unknown } | undefined)?.status
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? 'BAD_REQUEST' : undefined;
}

/**
 * graphql-js ends validation and variable messages with a guess from the schema ("Did you mean
 * "name"?"): in production that would describe the schema to whoever probes it.
 */
function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean .+\?$/s, '');
}
