import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../common/app-error';
import type { Logger } from '../common/logger';

/** The REST shape of an AppError: `{error, message, ...extra}` with its status. */
export function errorBody(error: AppError): Record<string, unknown> {
  return { error: error.code, message: error.message, ...error.extra };
}

/** Unknown /api paths are JSON 404s, not the web app. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'not_found', message: 'No such API endpoint' });
};

/**
 * The one place REST errors are shaped. Body-parser failures (malformed JSON, a body over 1 MB)
 * become 400 and 413; anything unknown is logged and masked as 500 `internal_error`.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const appError = toAppError(error);
    if (appError.code === 'internal_error') {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
    }
    res.status(appError.status).json(errorBody(appError));
  };
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const err = error as { type?: string; status?: number };
  if (err?.type === 'entity.too.large' || err?.status === 413) {
    return new AppError('payload_too_large', 'Request body is larger than 1 MB');
  }
  if (err?.type === 'entity.parse.failed') {
    return AppError.validation('Request body is not valid JSON');
  }
  if (error instanceof URIError) return AppError.validation('The URL is not validly encoded');
  if (err?.status === 400 || err?.type === 'charset.unsupported' || err?.status === 415) {
    return AppError.validation('Request body could not be read');
  }
  return new AppError('internal_error', 'Something went wrong on our side. Please try again.');
}
