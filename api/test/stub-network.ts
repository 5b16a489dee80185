import dns, { type LookupAddress } from 'node:dns';
import net from 'node:net';

export interface StubbedNetwork {
  /** Every host a connection was attempted to outside loopback, in order. */
  attempts: string[];
  restore(): void;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.|localhost$)/i;

/**
 * For tests of the outbound guard in this process: `names` resolve to the addresses given (any
 * other name as usual), and a connection to anything but loopback is recorded and fails with
 * ECONNREFUSED instead of leaving the machine. A test proves an address was refused before
 * connecting by finding `attempts` empty; a guard that let it through fails the test without
 * ever reaching a metadata or private address.
 */
export function stubNetwork(names: Record<string, string[]>): StubbedNetwork {
  const attempts: string[] = [];
  const realLookup = dns.promises.lookup.bind(dns.promises);
  const lookup = jest.spyOn(dns.promises, 'lookup').mockImplementation(((
    hostname: string,
    options: dns.LookupAllOptions,
  ) => {
    const addresses = names[hostname];
    if (!addresses) return realLookup(hostname, options);
    return Promise.resolve(
      addresses.map((address): LookupAddress => ({ address, family: net.isIP(address) })),
    );
  }) as typeof dns.promises.lookup);
  const realConnect = net.Socket.prototype.connect;
  const connect = jest.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
    this: net.Socket,
    ...args: unknown[]
  ) {
    // net.createConnection passes its normalized arguments as one array.
    const first = (Array.isArray(args[0]) ? args[0][0] : args[0]) as { host?: unknown };
    const host = typeof first === 'object' && first !== null ? first.host : undefined;
    if (typeof host === 'string' && !LOOPBACK.test(host)) {
      attempts.push(host);
      const refused = Object.assign(new Error(`connect ECONNREFUSED ${host}`), {
        code: 'ECONNREFUSED',
      });
      process.nextTick(() => this.destroy(refused));
      return this;
    }
    return (realConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect);
  return {
    attempts,
    restore() {
      lookup.mockRestore();
      connect.mockRestore();
    },
  };
}
