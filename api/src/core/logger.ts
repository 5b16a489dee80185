import pino, { type Logger } from 'pino';

/**
 * One pino logger per process; modules take children of it. Secrets that could reach a log
 * line (a bearer token, a password, an n8n API key) are redacted wherever they appear.
 * `destination` is stdout unless given (tests collect the lines).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: [
      'req.headers.authorization',
      'req.headers["x-n8n-api-key"]',
      '*.password',
      '*.n8nApiKey',
      '*.apiKey',
    ],
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
