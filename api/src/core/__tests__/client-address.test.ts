import type { IncomingMessage } from 'node:http';
import { clientKey, forwardedClient } from '../client-address';

describe('client addresses', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2::/64'],
  ])('counts %s as the client %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  const upgrade = (peer: string, forwardedFor?: string) =>
    ({
      socket: { remoteAddress: peer },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    }) as unknown as IncomingMessage;
  const loopback = (address: string) => address === '127.0.0.1';

  it('takes the socket peer when no hop is trusted', () => {
    expect(forwardedClient(upgrade('127.0.0.1', '192.0.2.5'), () => false)).toBe('127.0.0.1');
  });

  it('walks X-Forwarded-For outwards through trusted hops only', () => {
    expect(forwardedClient(upgrade('127.0.0.1', '192.0.2.5'), loopback)).toBe('192.0.2.5');
    // The outermost entry is the client's own claim: past an untrusted hop it is not believed.
    expect(forwardedClient(upgrade('127.0.0.1', 'forged, 192.0.2.6'), loopback)).toBe('192.0.2.6');
    expect(forwardedClient(upgrade('198.51.100.1', '192.0.2.5'), loopback)).toBe('198.51.100.1');
    expect(forwardedClient(upgrade('127.0.0.1'), loopback)).toBe('127.0.0.1');
  });
});
