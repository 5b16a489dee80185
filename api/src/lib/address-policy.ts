import { BlockList, isIP } from 'node:net';

/** What kind of network an address belongs to, as far as outbound requests care. */
export type AddressCategory =
  | 'public'
  | 'metadata'
  | 'unspecified'
  | 'link_local'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'loopback'
  | 'private'
  | 'shared';

/** The decision on one address: `address` is the IPv4 address when one was embedded in IPv6. */
export interface AddressVerdict {
  allowed: boolean;
  category: AddressCategory;
  address: string;
  /** "a loopback address", for messages that name the refused host. */
  description: string;
}

type Family = 'ipv4' | 'ipv6';
type Subnet = [network: string, prefix: number, family: Family];

/**
 * Checked in this order, so the narrower rule wins: 169.254.169.254 is metadata before it is
 * link-local, 100.100.100.200 before CGNAT, fd00:ec2::254 before the unique-local range, ::1 before
 * the reserved ::/8, 255.255.255.255 before the reserved 240/4.
 */
const RULES: [AddressCategory, string, Subnet[]][] = [
  [
    'metadata',
    'a cloud metadata address',
    [
      ['169.254.169.254', 32, 'ipv4'],
      ['100.100.100.200', 32, 'ipv4'],
      ['fd00:ec2::254', 128, 'ipv6'],
    ],
  ],
  [
    'unspecified',
    'an unspecified address',
    [
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ],
  ],
  [
    'loopback',
    'a loopback address',
    [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  ],
  [
    'link_local',
    'a link-local address',
    [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
  ],
  [
    'multicast',
    'a multicast address',
    [
      ['224.0.0.0', 4, 'ipv4'],
      ['ff00::', 8, 'ipv6'],
    ],
  ],
  ['broadcast', 'a broadcast address', [['255.255.255.255', 32, 'ipv4']]],
  [
    'private',
    'a private network address',
    [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
      // Local-use NAT64 (RFC 8215): translates into whatever the operator's network holds.
      ['64:ff9b:1::', 48, 'ipv6'],
    ],
  ],
  ['shared', 'a carrier-grade NAT address', [['100.64.0.0', 10, 'ipv4']]],
  [
    'reserved',
    'a reserved address',
    [
      ['192.0.0.0', 24, 'ipv4'],
      ['192.0.2.0', 24, 'ipv4'],
      ['192.88.99.0', 24, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'],
      // IPv4-compatible (::a.b.c.d) and the rest of ::/8; mapped and NAT64 forms are unwrapped first.
      ['::', 8, 'ipv6'],
      ['100::', 64, 'ipv6'],
      // IETF protocol assignments, Teredo included: its embedded address is obfuscated.
      ['2001::', 23, 'ipv6'],
      ['2001:db8::', 32, 'ipv6'],
      ['3fff::', 20, 'ipv6'],
      ['fec0::', 10, 'ipv6'],
    ],
  ],
];

/** Refused even when private addresses are allowed: nothing legitimate lives there. */
const ALWAYS_REFUSED = new Set<AddressCategory>([
  'metadata',
  'unspecified',
  'link_local',
  'multicast',
  'broadcast',
  'reserved',
]);

/**
 * One list per family: Node's BlockList also matches an IPv4 address against IPv6 rules (as
 * ::ffff:a.b.c.d), which would put every IPv4 address inside the reserved ::/8.
 */
function blockList(subnets: Subnet[], family: Family): BlockList {
  const list = new BlockList();
  for (const [network, prefix, of] of subnets)
    if (of === family) list.addSubnet(network, prefix, of);
  return list;
}

const LISTS = RULES.map(([category, description, subnets]) => ({
  category,
  description,
  lists: { ipv4: blockList(subnets, 'ipv4'), ipv6: blockList(subnets, 'ipv6') },
}));

const GLOBAL_UNICAST = blockList([['2000::', 3, 'ipv6']], 'ipv6');

/** The sixteen bytes of a valid IPv6 address (without zone). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 address carries and delivers to: IPv4-mapped (::ffff:a.b.c.d, which
 * the socket layer connects to as IPv4), NAT64 (64:ff9b::/96) and 6to4 (2002::/16, whose relay
 * forwards to the embedded address).
 */
function embeddedIpv4(bytes: number[]): string | undefined {
  const startsWith = (prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
  const quad = (from: number) => bytes.slice(from, from + 4).join('.');
  if (startsWith([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return quad(12);
  if (startsWith([0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return quad(12);
  if (startsWith([0x20, 0x02])) return quad(2);
  return undefined;
}

/** An address as written in a URL or by a resolver: brackets and an IPv6 zone are dropped. */
function plainAddress(address: string): string {
  return address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
}

/**
 * Whether an outbound request may connect to `address` (an IP literal). Metadata, link-local,
 * unspecified, multicast, broadcast and reserved addresses are always refused; loopback, private
 * and carrier-grade NAT ones only when `allowPrivate` is false. IPv6 addresses that embed an IPv4
 * address are judged by that address; IPv6 outside global unicast (2000::/3) counts as reserved.
 * Anything that is not an IP address is refused as reserved.
 */
export function addressVerdict(address: string, allowPrivate: boolean): AddressVerdict {
  const plain = plainAddress(address);
  const version = isIP(plain);
  if (version === 0) {
    return { allowed: false, category: 'reserved', address: plain, description: 'not an address' };
  }
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  if (family === 'ipv6') {
    const ipv4 = embeddedIpv4(ipv6Bytes(plain));
    if (ipv4) return addressVerdict(ipv4, allowPrivate);
  }
  const rule = LISTS.find(({ lists }) => lists[family].check(plain, family));
  if (rule) {
    const allowed = allowPrivate && !ALWAYS_REFUSED.has(rule.category);
    return { allowed, category: rule.category, address: plain, description: rule.description };
  }
  if (family === 'ipv6' && !GLOBAL_UNICAST.check(plain, family)) {
    return {
      allowed: false,
      category: 'reserved',
      address: plain,
      description: 'a reserved address',
    };
  }
  return { allowed: true, category: 'public', address: plain, description: 'a public address' };
}
