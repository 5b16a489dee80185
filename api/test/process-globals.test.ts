import { leavingGlobalsAsFound } from './process-globals';

/** The stores class-validator, type-graphql and TypeORM keep on the global object. */
const LIBRARY_STORES = [
  'classValidatorMetadataStorage',
  'TypeGraphQLMetadataStorage',
  'typeormMetadataArgsStorage',
];

const globals = globalThis as Record<string, unknown>;

describe('leavingGlobalsAsFound (the global set-up leaves no library store to share)', () => {
  it('removes the metadata stores loading the API put on the global object', async () => {
    for (const name of LIBRARY_STORES) expect(Object.hasOwn(globalThis, name)).toBe(false);
    const seen = await leavingGlobalsAsFound(async () => {
      require('../src/db/data-source');
      return LIBRARY_STORES.filter((name) => Object.hasOwn(globalThis, name));
    });
    expect(seen).toEqual(LIBRARY_STORES);
    for (const name of LIBRARY_STORES) expect(Object.hasOwn(globalThis, name)).toBe(false);
  });

  it('keeps what was there before and what the caller asks to keep', async () => {
    globals.__processGlobalsBefore = 'before';
    await leavingGlobalsAsFound(
      async () => {
        globals.__processGlobalsBefore = 'changed';
        globals.__processGlobalsKept = 'kept';
        globals.__processGlobalsDropped = 'dropped';
      },
      (name) => name === '__processGlobalsKept',
    );
    expect(globals.__processGlobalsBefore).toBe('changed');
    expect(globals.__processGlobalsKept).toBe('kept');
    expect(Object.hasOwn(globalThis, '__processGlobalsDropped')).toBe(false);
  });

  it('cleans up when the work fails too', async () => {
    await expect(
      leavingGlobalsAsFound(async () => {
        globals.__processGlobalsFailed = true;
        throw new Error('set-up failed');
      }),
    ).rejects.toThrow('set-up failed');
    expect(Object.hasOwn(globalThis, '__processGlobalsFailed')).toBe(false);
  });
});
