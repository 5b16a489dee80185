/**
 * Runs `work`, then deletes from the global object every property it added, except the names
 * `keep` accepts. class-validator, type-graphql and TypeORM keep their metadata stores there;
 * `work` must import what it needs itself (a static import at the top of the caller's file runs
 * before this sees the globals as they were).
 *
 * Why the global set-up needs it: a run in band (`jest -i`) tests in the set-up's own process, and
 * Jest's node environment hands each test file the process's globals as they are when it first
 * loads. With the stores left there, every file's entity and resolver classes joined one shared
 * store and kept the whole file alive to the end of the run (about 22 MB per API file; see
 * docs/TESTING.md, "Memory across test files").
 */
export async function leavingGlobalsAsFound<T>(
  work: () => Promise<T>,
  keep: (name: string) => boolean = () => false,
): Promise<T> {
  const before = new Set(Object.getOwnPropertyNames(globalThis));
  try {
    return await work();
  } finally {
    const global = globalThis as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(globalThis)) {
      if (!before.has(name) && !keep(name)) delete global[name];
    }
  }
}
