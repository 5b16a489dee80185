import { addressVerdict, type AddressCategory } from '../address-policy';

describe('the outbound address policy', () => {
  it.each<[string, AddressCategory]>([
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['169.254.1.1', 'link_local'],
    ['fe80::1', 'link_local'],
    ['febf::1', 'link_local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['::7f00:1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['fec0::1', 'reserved'],
  ])('always refuses %s (%s), private addresses allowed or not', (address, category) => {
    for (const allowPrivate of [false, true]) {
      const verdict = addressVerdict(address, allowPrivate);
      expect(verdict).toMatchObject({ allowed: false, category });
    }
  });

  it.each<[string, AddressCategory]>([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['64:ff9b:1::a00:1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.254', 'shared'],
  ])('refuses %s (%s) unless private addresses are allowed', (address, category) => {
    expect(addressVerdict(address, false)).toMatchObject({ allowed: false, category });
    expect(addressVerdict(address, true)).toMatchObject({ allowed: true, category });
  });

  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['169.255.0.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:81c::200e'],
  ])('allows the public address %s', (address) => {
    expect(addressVerdict(address, false)).toMatchObject({ allowed: true, category: 'public' });
  });

  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', '127.0.0.1', 'loopback'],
    ['[::ffff:7f00:1]', '127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', '169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', '169.254.169.254', 'metadata'],
    ['64:ff9b::a9fe:a9fe', '169.254.169.254', 'metadata'],
    ['64:ff9b::10.0.0.1', '10.0.0.1', 'private'],
    ['2002:7f00:1::', '127.0.0.1', 'loopback'],
    ['2002:a9fe:a9fe::1', '169.254.169.254', 'metadata'],
  ])('judges %s by the IPv4 address it carries (%s)', (address, ipv4, category) => {
    expect(addressVerdict(address, false)).toMatchObject({
      allowed: false,
      address: ipv4,
      category,
    });
  });

  it('allows an IPv6 form that carries a public IPv4 address', () => {
    expect(addressVerdict('::ffff:8.8.8.8', false)).toMatchObject({ allowed: true });
    expect(addressVerdict('64:ff9b::808:808', false)).toMatchObject({ allowed: true });
  });

  it('ignores an IPv6 zone and refuses what is not an address', () => {
    expect(addressVerdict('fe80::1%eth0', true)).toMatchObject({ category: 'link_local' });
    expect(addressVerdict('example.com', true)).toMatchObject({ allowed: false });
  });

  it('describes the refusal in words', () => {
    expect(addressVerdict('10.1.2.3', false).description).toBe('a private network address');
    expect(addressVerdict('169.254.169.254', true).description).toBe('a cloud metadata address');
  });
});
