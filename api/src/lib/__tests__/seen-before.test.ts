import { SeenBefore } from '../seen-before';

describe('SeenBefore', () => {
  it('answers false the first time a key is checked and true the next', () => {
    const seen = new SeenBefore();
    expect(seen.check('v1|{"page":1}')).toBe(false);
    expect(seen.check('v1|{"page":1}')).toBe(true);
    expect(seen.check('v1|{"page":1}')).toBe(true);
    expect(seen.check('v1|{"page":2}')).toBe(false);
    expect(seen.check('v2|{"page":1}')).toBe(false);
  });

  it('remembers about as many distinct keys as it has slots', () => {
    const seen = new SeenBefore(4096);
    const keys = Array.from({ length: 1000 }, (_, i) => `key ${i}`);
    for (const key of keys) seen.check(key);
    const remembered = keys.filter((key) => seen.check(key)).length;
    // A quarter full: a key is forgotten when another key shares its slot (checking again
    // re-records the forgotten one, so both of a colliding pair answer false): about 20 %.
    expect(remembered).toBeGreaterThan(700);
    expect(remembered).toBeLessThan(1000);
  });

  it('forgets older sightings as newer keys take their slots, never growing', () => {
    const seen = new SeenBefore(16);
    for (let i = 0; i < 10_000; i++) seen.check(`flood ${i}`);
    expect(seen.check('flood 0')).toBe(false);
  });
});
