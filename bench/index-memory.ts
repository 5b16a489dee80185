import v8 from 'node:v8';
import vm from 'node:vm';
import { CatalogueIndex } from '../api/src/modules/templates/search-index/catalogue-index';
import {
  CatalogueIndexRepository,
  type Queryable,
} from '../api/src/modules/templates/search-index/catalogue-index.repository';

/** What the catalogue index holds in a process's memory, in MB, measured after full collections. */
export interface IndexMemory {
  /** The snapshot the index is built from: every template's row (a build's transient need). */
  snapshotMb: number;
  /** The built index, once the snapshot is let go: what a process keeps. */
  indexMb: number;
  /** The rows and the index together: the most a build adds (before V8 returns any of it). */
  buildPeakMb: number;
}

/**
 * Builds the index in this process, as an API process does at start, and weighs it: heap and
 * off-heap (typed arrays) in use after full garbage collections, before the snapshot is read,
 * with the snapshot, with both, and with the index alone. RSS says what a process holds; this
 * says how much of it the index is.
 */
export async function measureIndexMemory(db: Queryable): Promise<IndexMemory> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const inUse = () => {
    gc();
    gc();
    const { heapUsed, external } = process.memoryUsage();
    return (heapUsed + external) / 1024 / 1024;
  };
  const repository = new CatalogueIndexRepository(db);
  const empty = inUse();
  let snapshot: Awaited<ReturnType<CatalogueIndexRepository['snapshot']>> | undefined =
    await repository.snapshot();
  const withRows = inUse();
  const index = await CatalogueIndex.build(snapshot.version, snapshot.rows);
  const withBoth = inUse();
  snapshot = undefined;
  const indexOnly = inUse();
  if (index.size === 0) throw new Error('the catalogue is empty');
  return {
    snapshotMb: withRows - empty,
    indexMb: indexOnly - empty,
    buildPeakMb: withBoth - empty,
  };
}
