import { promises as dns, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressVerdict } from './address-policy';
import { OutboundRequestError, socketProblem } from './outbound-request-error';

export { OutboundRequestError, type OutboundFailure } from './outbound-request-error';

/** Every address a host name resolves to. Injected by tests; DNS by default. */
export type HostLookup = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Loopback, private and carrier-grade NAT addresses are refused unless this is true. */
  allowPrivate: boolean;
  /** For the whole request: DNS, connect, response and body. */
  timeoutMs?: number;
  /** Responses beyond this many bytes are aborted. */
  maxBytes?: number;
  lookup?: HostLookup;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const systemLookup: HostLookup = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

function parseTarget(url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new OutboundRequestError('invalid_url', url, `"${url}" is not a valid URL`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    const scheme = target.protocol.replace(/:$/, '');
    const message = `Only http and https URLs are allowed, not ${scheme} (${target.host})`;
    throw new OutboundRequestError('invalid_url', target.host || url, message);
  }
  if (target.username || target.password) {
    const message = `URLs with a user name or password are not allowed (${target.host})`;
    throw new OutboundRequestError('invalid_url', target.host, message);
  }
  return target;
}

function unreachable(host: string, error: unknown): OutboundRequestError {
  return new OutboundRequestError(
    'unreachable',
    host,
    `Could not reach ${host}: ${socketProblem(error)}`,
  );
}

/** Rejects with `timeout()` once the deadline passes, whatever `work` is still doing. */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal, timeout: () => Error) {
  return new Promise<T>((resolve, reject) => {
    const expire = () => reject(timeout());
    if (deadline.aborted) return expire();
    deadline.addEventListener('abort', expire, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', expire));
  });
}

/**
 * The addresses to connect to, every one of them checked: a name that resolves to one forbidden
 * address among allowed ones is refused as a whole, since the connection could land on any.
 */
async function checkedAddresses(
  hostname: string,
  host: string,
  allowPrivate: boolean,
  lookup: HostLookup,
): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    try {
      addresses = await lookup(hostname);
    } catch (error) {
      throw unreachable(host, error);
    }
    if (addresses.length === 0) {
      throw new OutboundRequestError('unreachable', host, `Could not reach ${host}: no such host`);
    }
  }
  for (const { address } of addresses) {
    const verdict = addressVerdict(address, allowPrivate);
    if (verdict.allowed) continue;
    const where = !isIP(hostname)
      ? `it resolves to ${verdict.address},`
      : verdict.address === hostname
        ? 'it is'
        : `it is ${verdict.address},`;
    const reason = `${where} ${verdict.description}`;
    throw new OutboundRequestError(
      'forbidden_address',
      host,
      `Requests to ${host} are not allowed: ${reason}`,
      undefined,
      reason,
    );
  }
  return addresses;
}

/**
 * Hands the socket the addresses already checked, so a DNS answer that changes between the check
 * and the connection (a rebind) is never used. Node asks for `all` when it races IPv4 and IPv6.
 */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

interface Exchange {
  target: URL;
  hostname: string;
  addresses: LookupAddress[];
  method: string;
  headers: Record<string, string>;
  payload: Buffer | undefined;
  maxBytes: number;
  deadline: AbortSignal;
  timeout: () => OutboundRequestError;
}

function sizeText(bytes: number): string {
  return bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Sends the request to the checked addresses and reads the answer within the limits. */
function exchange(options: Exchange): Promise<OutboundResponse> {
  const { target, hostname, addresses, payload, maxBytes, deadline, timeout } = options;
  const host = target.host;
  return new Promise((resolve, reject) => {
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request({
      protocol: target.protocol,
      hostname,
      port: target.port || undefined,
      path: `${target.pathname}${target.search}`,
      method: options.method,
      headers: payload
        ? { ...options.headers, 'content-length': String(payload.length) }
        : options.headers,
      lookup: pinnedLookup(addresses),
      agent: false,
      signal: deadline,
    });
    let settled = false;
    const fail = (error: OutboundRequestError) => {
      if (settled) return;
      settled = true;
      request.destroy();
      reject(error);
    };
    const broken = (error: unknown) =>
      fail(deadline.aborted ? timeout() : unreachable(host, error));
    const tooLarge = () =>
      new OutboundRequestError(
        'too_large',
        host,
        `The response from ${host} is larger than ${sizeText(maxBytes)}`,
      );
    request.on('error', broken);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        const location = response.headers.location;
        const to = location ? ` to ${location}` : '';
        const message = `${host} answered with a redirect (HTTP ${status})${to}; redirects are not followed`;
        return fail(new OutboundRequestError('redirect', host, message, { status, location }));
      }
      if (Number(response.headers['content-length']) > maxBytes) return fail(tooLarge());
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) fail(tooLarge());
        else chunks.push(chunk);
      });
      response.on('error', broken);
      response.on('end', () => {
        if (settled) return;
        settled = true;
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status, headers: response.headers, body: text });
      });
    });
    request.end(payload);
  });
}

/**
 * One HTTP(S) request to a URL a user gave us, guarded against server-side request forgery: only
 * http and https, no credentials in the URL, every resolved address checked by the address policy
 * before connecting and the connection pinned to those addresses, no redirects followed, one
 * deadline for everything and a cap on the response size. Every failure is an OutboundRequestError.
 */
export async function outboundRequest({
  url,
  method = 'GET',
  headers = {},
  body,
  allowPrivate,
  timeoutMs = 15_000,
  maxBytes = 1_048_576,
  lookup = systemLookup,
}: OutboundRequest): Promise<OutboundResponse> {
  const target = parseTarget(url);
  const host = target.host;
  const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const timeout = () =>
    new OutboundRequestError(
      'timeout',
      host,
      `${host} did not answer within ${timeoutMs / 1000} s`,
    );
  try {
    const addresses = await beforeDeadline(
      checkedAddresses(hostname, host, allowPrivate, lookup),
      deadline.signal,
      timeout,
    );
    const payload = body === undefined ? undefined : Buffer.from(body);
    return await exchange({
      target,
      hostname,
      addresses,
      method,
      headers,
      payload,
      maxBytes,
      deadline: deadline.signal,
      timeout,
    });
  } finally {
    clearTimeout(timer);
  }
}
