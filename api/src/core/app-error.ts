/**
 * The one error family of the domain layer. Services throw these; the REST facade maps them to
 * `{error, message, ...extra}` with the status below, GraphQL to `extensions.code` (upper-case).
 * Anything else that escapes is logged and masked as `internal_error`.
 */
export const ERROR_STATUS = {
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  subscription_limit_reached: 403,
  subscription_required: 403,
  email_unverified: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  upstream_error: 502,
  service_unavailable: 503,
  mail_unavailable: 503,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields for the body, e.g. `fields` for validation errors or upgrade data. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static validation(message: string, fields?: Record<string, string>): AppError {
    return new AppError('validation_error', message, fields ? { fields } : {});
  }

  static notFound(message: string): AppError {
    return new AppError('not_found', message);
  }

  /** A 429 saying when to try again: REST sends `retryAfter` as `Retry-After` too. */
  static rateLimited(message: string, retryAfter: number): AppError {
    return new AppError('rate_limited', message, { retryAfter });
  }
}
