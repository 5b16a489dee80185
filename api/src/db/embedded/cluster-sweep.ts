import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';
import { clusterFiles, clusterRecordFile, type ClusterRecord } from './cluster-files';
import { ClusterLockBusy, withClusterLock } from './cluster-lock';
import { ClusterUsers } from './cluster-users';
import { hasClients, runningPostmaster, stopPostmaster } from './postmaster';
import { isRunning } from './process-identity';

/**
 * Removes the clusters under `clustersDir` that nothing can use any more: those whose link in a
 * checkout is gone or points elsewhere, and throwaway (test) clusters whose process is gone,
 * e.g. a test run killed with SIGKILL. A cluster is left alone while any process recorded
 * as using it runs, while its server has a client connected, while another process holds its
 * lock, and when it has no record (made by an earlier version: nothing proves it unused).
 * A server still running on a left-over cluster is stopped first. Returns what was removed.
 */
export async function sweepClusters(clustersDir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of listClusters(clustersDir)) {
    const cluster = path.join(clustersDir, name);
    const record = readRecord(cluster);
    if (!record) continue;
    const files = clusterFiles(record.link);
    const sweep = () => sweepOne(cluster, record);
    try {
      // With the checkout's folder gone there is no lock to take, and nobody can take it either.
      const done = existsSync(path.dirname(files.lock))
        ? await withClusterLock(files.lock, sweep, { waitMs: 0 })
        : await sweep();
      if (done) removed.push(cluster);
    } catch (error) {
      if (!(error instanceof ClusterLockBusy)) throw error;
    }
  }
  return removed;
}

async function sweepOne(cluster: string, record: ClusterRecord): Promise<boolean> {
  const files = clusterFiles(record.link);
  if (new ClusterUsers(files.users).live().length > 0) return false;
  const linked = linksTo(record.link, cluster);
  const ownerGone = record.throwaway && !(record.owner && isRunning(record.owner));
  if (linked && !ownerGone) return false;
  const server = runningPostmaster(cluster);
  if (server) {
    if (hasClients(server.pid)) return false;
    await stopPostmaster(server.pid);
  }
  rmSync(cluster, { recursive: true, force: true });
  rmSync(clusterRecordFile(cluster), { force: true });
  if (linked) {
    for (const file of [record.link, files.users, files.log]) {
      rmSync(file, { recursive: true, force: true });
    }
  }
  return true;
}

function listClusters(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

function readRecord(cluster: string): ClusterRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(clusterRecordFile(cluster), 'utf8')) as ClusterRecord;
    return typeof record.link === 'string' ? record : undefined;
  } catch {
    return undefined;
  }
}

function linksTo(link: string, cluster: string): boolean {
  try {
    return path.resolve(path.dirname(link), readlinkSync(link)) === cluster;
  } catch {
    return false;
  }
}
