import { EventEmitter } from 'node:events';
import { OpenSockets } from '../open-sockets';

describe('OpenSockets', () => {
  it('counts a connection as it is admitted, refuses past the limit, and releases it on close', () => {
    const open = new OpenSockets(3);
    const connections = Array.from({ length: 4 }, () => new EventEmitter());
    // Admitted one after another with nothing in between, as concurrent upgrades are.
    expect(connections.map((connection) => open.admit('a', connection))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(open.held('a')).toBe(3);
    // Another client has room of its own.
    expect(open.admit('b', new EventEmitter())).toBe(true);

    connections[0].emit('close');
    expect(open.held('a')).toBe(2);
    expect(open.admit('a', connections[3])).toBe(true);
    expect(open.admit('a', new EventEmitter())).toBe(false);
  });

  it('releases a refused-then-closed connection nothing, and forgets a client with none left', () => {
    const open = new OpenSockets(1);
    const held = new EventEmitter();
    const refused = new EventEmitter();
    expect(open.admit('a', held)).toBe(true);
    expect(open.admit('a', refused)).toBe(false);
    refused.emit('close');
    expect(open.held('a')).toBe(1);
    held.emit('close');
    held.emit('close');
    expect(open.held('a')).toBe(0);
  });
});
