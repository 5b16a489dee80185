import DataLoader from 'dataloader';

/** Keys read together at most, so one statement's array parameter stays small. */
const MAX_KEYS_PER_READ = 500;

/**
 * One statement for the reads a process asks for in the same turn of its event loop, with
 * nothing kept after it: every caller gets a row read after it asked, as fresh as a read of its
 * own, so it can stand wherever a permission or a token is checked. A chat message wakes every
 * subscriber of its thread in the process at once, and each checks its token and its access:
 * twenty tabs then cost one read of the tokens and one of the thread rather than forty.
 *
 * `read` answers the distinct keys it is given in one statement, as a map by `keyOf`; a key it
 * leaves out reads as undefined. A failed read fails every caller of that turn with the same
 * error (a database that cannot be reached stays that error for each of them).
 */
export function sharedReads<K, V>(
  read: (keys: readonly K[]) => Promise<Map<string, V>>,
  keyOf: (key: K) => string,
): (key: K) => Promise<V | undefined> {
  const loader = new DataLoader<K, V | undefined, string>(
    async (keys) => {
      const distinct = new Map(keys.map((key) => [keyOf(key), key]));
      const found = await read([...distinct.values()]);
      return keys.map((key) => found.get(keyOf(key)));
    },
    {
      // Not cached: a later turn reads again. The whole turn's callers are gathered (its
      // promise jobs and I/O callbacks), not only those of the same microtask run.
      cache: false,
      batchScheduleFn: (run) => setImmediate(run),
      maxBatchSize: MAX_KEYS_PER_READ,
    },
  );
  return (key) => loader.load(key);
}
