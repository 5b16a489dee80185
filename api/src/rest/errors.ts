import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { AppError } from '../core/app-error';
import { isDatabaseUnavailable, serviceUnavailable } from '../core/db-errors';
import type { Logger } from '../core/logger';

/** The REST shape of an AppError: `{error, message, ...extra}` with its status. */
export function errorBody(error: AppError): Record<string, unknown> {
  return { error: error.code, message: error.message, ...error.extra };
}

/** Unknown /api paths are JSON 404s, not the web app. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'not_found', message: 'No such API endpoint' });
};

/** Whatever no route, file or page answered: a JSON 404 rather than Express's HTML page. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'not_found', message: 'No such page or file' });
};

/**
 * The one place REST errors are shaped. Body-parser failures (malformed JSON, a body over 1 MB)
 * become 400 and 413; any other refusal of the HTTP layer (a 4xx from Express, send or
 * body-parser, such as 416 for a byte range past the end of a file) keeps its status and headers;
 * a database that cannot be reached is a 503 `service_unavailable` with `Retry-After`; anything
 * unknown is logged and masked as 500 `internal_error`.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const refusal = httpRefusal(error);
    if (refusal) return sendRefusal(res, refusal);
    const appError = toAppError(error);
    if (appError.code === 'internal_error') {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
    }
    const { retryAfter } = appError.extra;
    if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
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
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  if (err?.status === 400 || err?.type === 'charset.unsupported' || err?.status === 415) {
    return AppError.validation('Request body could not be read');
  }
  return new AppError('internal_error', 'Something went wrong on our side. Please try again.');
}

interface HttpRefusal {
  status: number;
  code: string;
  message: string;
  headers: Record<string, string>;
}

/** The API's error codes for the client statuses the HTTP layer can answer on its own. */
const CODE_OF_STATUS: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
};

const MESSAGES: Record<number, string> = {
  403: 'Access to this path is not allowed',
  404: 'No such page or file',
  416: 'The requested byte range is outside the file',
};

/**
 * An http-errors 4xx from the HTTP layer that toAppError has no specific mapping for. Its code is
 * the API's own for that status, or else the status's reason phrase in snake case
 * (`range_not_satisfiable`); its headers (e.g. `Content-Range: bytes *\/size`) are kept.
 */
function httpRefusal(error: unknown): HttpRefusal | undefined {
  if (error instanceof AppError || error instanceof URIError) return undefined;
  const err = error as { status?: unknown; statusCode?: unknown; headers?: unknown };
  const status = err?.status ?? err?.statusCode;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  // Body-parser's statuses: toAppError names them after what was wrong with the body.
  if ([400, 413, 415].includes(status)) return undefined;
  const reason = STATUS_CODES[status] ?? 'Client Error';
  return {
    status,
    code: CODE_OF_STATUS[status] ?? reason.toLowerCase().replace(/[^a-z]+/g, '_'),
    message: MESSAGES[status] ?? reason,
    headers: stringHeaders(err.headers),
  };
}

function sendRefusal(res: Response, refusal: HttpRefusal): void {
  res.set(refusal.headers);
  res.status(refusal.status).json({ error: refusal.code, message: refusal.message });
}

function stringHeaders(headers: unknown): Record<string, string> {
  if (!headers || typeof headers !== 'object') return {};
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string';
    }),
  );
}
