import { isIP } from 'node:net';

/**
 * What Express's `trust proxy` setting accepts, as FlowVault reads it from `TRUST_PROXY`: `false`
 * (nothing in front of us is trusted), a number of proxy hops, or a list of trusted proxy
 * addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`.
 */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads `TRUST_PROXY`; undefined when it is none of the accepted forms. Off unless set: then the
 * client is the socket's peer and an `X-Forwarded-For` sent from outside changes nothing.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  if (value === undefined || /^(false|off|no)$/i.test(value)) return false;
  if (/^(true|on|yes)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => NAMED_RANGES.has(entry) || isAddressOrRange(entry));
  return valid ? entries : undefined;
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  // Express also takes an IPv4 netmask after the slash: 10.0.0.0/255.0.0.0.
  return family === 4 && isIP(prefix) === 4;
}
