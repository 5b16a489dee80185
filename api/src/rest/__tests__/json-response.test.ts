import { jsonOnce } from '../json-response';

describe('jsonOnce', () => {
  it('presents and serializes a source object once, however often it is answered', () => {
    const page = { items: [1, 2, 3] };
    const present = jest.fn((source: typeof page) => ({ templates: source.items }));
    const first = jsonOnce(page, present);
    const second = jsonOnce(page, present);
    expect(second).toBe(first);
    expect(present).toHaveBeenCalledTimes(1);
    expect(JSON.parse(first.body.toString('utf8'))).toEqual({ templates: [1, 2, 3] });
  });

  it('gives equal bodies equal entity tags and different bodies different ones', () => {
    const present = (source: { n: number }) => ({ n: source.n });
    const a = jsonOnce({ n: 1 }, present);
    const b = jsonOnce({ n: 1 }, present);
    const c = jsonOnce({ n: 2 }, present);
    expect(b).not.toBe(a);
    expect(b.etag).toBe(a.etag);
    expect(c.etag).not.toBe(a.etag);
  });
});
