/** Why an outbound request failed; each kind has its own wording for the person who asked. */
export type OutboundFailure =
  'invalid_url' | 'forbidden_address' | 'unreachable' | 'timeout' | 'redirect' | 'too_large';

/**
 * The one error an outbound request throws. Its message is plain English naming the host, fit to
 * show to the person who gave the URL; nothing of the underlying socket error leaks beyond its code.
 */
export class OutboundRequestError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    /** The host as the URL named it, or the URL itself when it could not be parsed. */
    readonly host: string,
    message: string,
    /** For `redirect`: the HTTP status and where the server tried to send us. */
    readonly redirect?: { status: number; location: string | undefined },
    /**
     * For `forbidden_address`: why the address policy refused it, without the host, e.g. "it
     * resolves to 10.1.2.3, a private network address".
     */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'OutboundRequestError';
  }
}

const SOCKET_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ETIMEDOUT: 'the connection timed out',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the DNS lookup failed',
  EPIPE: 'the connection was closed',
  EPROTO: 'the TLS handshake failed',
};

/** "the connection was refused", or a TLS certificate problem, from a socket or DNS error. */
export function socketProblem(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string') return 'the connection failed';
  if (SOCKET_ERRORS[code]) return SOCKET_ERRORS[code];
  if (/CERT|SELF_SIGNED|SSL|TLS/i.test(code))
    return `its TLS certificate was not accepted (${code})`;
  return `the connection failed (${code})`;
}
