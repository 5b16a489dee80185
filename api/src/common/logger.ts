import pino, { type Logger } from 'pino';

/** One pino logger per process; modules take children of it. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: ['req.headers.authorization', '*.password'] });
}

export type { Logger };
