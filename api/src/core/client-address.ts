import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/**
 * Express's compiled `trust proxy fn`: whether the hop at `address`, `hop` steps from the server,
 * is a proxy we trust to name the client.
 */
export type TrustedHop = (address: string, hop: number) => boolean;

/**
 * The client address of a request that did not pass through Express (the graphql-ws upgrade),
 * by Express's own rule for `req.ip`: from the socket's peer outwards through `X-Forwarded-For`,
 * as long as each hop is trusted.
 */
export function forwardedClient(req: IncomingMessage, trusted: TrustedHop): string {
  const header = req.headers['x-forwarded-for'] ?? '';
  const forwarded = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .reverse();
  const hops = [req.socket.remoteAddress ?? '', ...forwarded];
  let hop = 0;
  while (hop < hops.length - 1 && trusted(hops[hop], hop)) hop++;
  return hops[hop];
}

/**
 * The part of an address that identifies one client for counting: an IPv4 address (also when it
 * arrives IPv4-mapped, `::ffff:192.0.2.1`), or the /64 network of an IPv6 address, since one
 * subscriber usually holds a whole /64 and could otherwise count as 2^64 clients.
 */
export function clientKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1];
  if (!isIPv6(plain)) return plain;
  return `${hextets(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function hextets(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, dotted.index) + tail;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
