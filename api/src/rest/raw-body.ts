import type { IncomingMessage } from 'node:http';

const RAW_BODY = Symbol('rawBody');
type WithRawBody = IncomingMessage & { [RAW_BODY]?: Buffer };

/**
 * `express.json`'s `verify` hook: keeps the bytes the JSON was parsed from (the parser has them
 * in memory anyway), because a webhook signature is computed over the body as sent, and
 * re-serializing the parsed object would not reproduce it.
 */
export function keepRawBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  (req as WithRawBody)[RAW_BODY] = body;
}

/** The body `keepRawBody` kept; absent when none was parsed as JSON. */
export function rawBodyOf(req: IncomingMessage): Buffer | undefined {
  return (req as WithRawBody)[RAW_BODY];
}
