import type { ProcessIdentity } from './process-identity';

/**
 * The files kept beside an embedded cluster's data directory (or its link) in the checkout,
 * e.g. `.data/postgres.lock`: named here once because the sweep of left-over clusters reads
 * them as well as the processes that use the cluster.
 */
export function clusterFiles(dataDir: string) {
  return {
    /** Held while a process starts, joins, stops or sweeps the cluster (see withClusterLock). */
    lock: `${dataDir}.lock`,
    /** One file per process using the server (see ClusterUsers). */
    users: `${dataDir}.users`,
    /** The server's own output, from its latest start. */
    log: `${dataDir}.log`,
  };
}

/**
 * What a root process records beside a cluster it made under the system user's directory
 * (`clusters/<name>.json`), so that a later sweep can tell a cluster nobody can reach any more.
 */
export interface ClusterRecord {
  /** The data directory path that links to the cluster. */
  link: string;
  /** A test cluster: of no use once the process that made it (`owner`) is gone. */
  throwaway: boolean;
  /** The process that last started a throwaway cluster. */
  owner?: ProcessIdentity;
}

export function clusterRecordFile(cluster: string): string {
  return `${cluster}.json`;
}
