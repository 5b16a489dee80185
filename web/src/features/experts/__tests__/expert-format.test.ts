import { clientName } from '../expert-format';

describe('the expert formats', () => {
  it('call a client without a name Anonymous', () => {
    expect(clientName('')).toBe('Anonymous');
    expect(clientName(null)).toBe('Anonymous');
    expect(clientName('Acme')).toBe('Acme');
  });
});
