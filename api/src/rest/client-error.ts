import type { Duplex } from 'node:stream';

/** How long a client may take to send a request's head, then its whole request. */
export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 60_000;

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'request_header_fields_too_large',
    'The request headers are larger than 16 kB',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request took too long to arrive'],
};

/**
 * The HTTP server's `clientError` listener: Node answers a request it cannot parse (an oversized
 * head, a malformed one, one that arrives too slowly) by itself, with an empty body. This answers
 * it with the standard error body (`{error, message}`) instead and closes the connection.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, message] = ANSWERS[error.code ?? ''] ?? [
    400,
    'validation_error',
    'The request is not valid HTTP',
  ];
  const body = JSON.stringify({ error: code, message });
  socket.end(
    `HTTP/1.1 ${status} ${code.replace(/_/g, ' ')}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
