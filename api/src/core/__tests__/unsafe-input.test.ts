import {
  MAX_INPUT_DEPTH,
  UNSAFE_INPUT,
  unsafeFields,
  unsafeInput,
  unsafeText,
} from '../unsafe-input';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe('input no layer beneath can take', () => {
  it.each([
    ['a\0b', UNSAFE_INPUT.nul],
    ['\0', UNSAFE_INPUT.nul],
    ['x\ud800', UNSAFE_INPUT.surrogate],
    ['\udfff y', UNSAFE_INPUT.surrogate],
    ['\udc00\ud800', UNSAFE_INPUT.surrogate],
  ])('refuses the text %j', (text, problem) => {
    expect(unsafeText(text)).toBe(problem);
  });

  it.each(['plain', '', '\u0001\u001f\u007f', 'emoji 😀 pairs \ud83d\ude00', 'ünïcödé ✓', '%00'])(
    'lets %j through: PostgreSQL stores it',
    (text) => {
      expect(unsafeText(text)).toBeUndefined();
    },
  );

  it('names each property with the path of its first problem, values and keys alike', () => {
    const found = unsafeInput({
      ok: 'fine',
      filter: { search: 'a\0', tags: ['x', '\ud800'] },
      list: ['a', { 'key\0': 1 }],
      'name\0': 'x',
      count: 3,
      none: null,
    });
    expect(found.map(({ property }) => property).sort()).toEqual(['filter', 'list', 'name\0']);
    expect(unsafeFields(found)).toEqual({
      'filter.search': UNSAFE_INPUT.nul,
      'list.1': UNSAFE_INPUT.nul,
      'name\0': UNSAFE_INPUT.nul,
    });
  });

  it('refuses a key named constructor inside a value, where class-transformer would throw', () => {
    const found = unsafeInput({
      constructor: 'a top-level name is only a name',
      body: [{ constructor: [] }],
    });
    expect(unsafeFields(found)).toEqual({ 'body.0': UNSAFE_INPUT.constructorKey });
  });

  it("refuses a key named __proto__ at any depth, which would replace a copy's prototype", () => {
    const found = unsafeInput(
      JSON.parse('{"__proto__": {"admin": true}, "ok": "x", "meta": [{"__proto__": {}}]}'),
    );
    expect(unsafeFields(found)).toEqual({
      __proto__: UNSAFE_INPUT.protoKey,
      'meta.0': UNSAFE_INPUT.protoKey,
    });
  });

  it(`refuses nesting past ${MAX_INPUT_DEPTH} levels, however deep, without recursing`, () => {
    expect(unsafeInput({ ok: nested(MAX_INPUT_DEPTH - 1) })).toEqual([]);
    for (const levels of [MAX_INPUT_DEPTH + 1, 200_000]) {
      expect(unsafeInput({ deep: nested(levels) })).toEqual([
        { property: 'deep', field: 'deep', problem: UNSAFE_INPUT.depth },
      ]);
    }
  });
});
