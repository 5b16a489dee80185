import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterFiles, clusterRecordFile, type ClusterRecord } from '../cluster-files';
import { sweepClusters } from '../cluster-sweep';
import { currentProcess } from '../process-identity';

/** A process that has exited. */
function deadProcess() {
  return { pid: spawnSync(process.execPath, ['-e', '']).pid! };
}

describe('sweeping left-over embedded clusters', () => {
  let root: string;
  let clusters: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'cluster-sweep-'));
    clusters = path.join(root, 'clusters');
    mkdirSync(clusters);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A cluster directory with its record, linked from `<root>/<checkout>/postgres` if asked. */
  function cluster(
    name: string,
    { linked = true, record = true, throwaway = false, owner = currentProcess() } = {},
  ): { dir: string; link: string } {
    const dir = path.join(clusters, name);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
    const link = path.join(root, `checkout-${name}`, 'postgres');
    mkdirSync(path.dirname(link));
    if (linked) symlinkSync(dir, link);
    const content: ClusterRecord = { link, throwaway, ...(throwaway ? { owner } : {}) };
    if (record) writeFileSync(clusterRecordFile(dir), JSON.stringify(content));
    return { dir, link };
  }

  it('removes a cluster whose link is gone, with its record', async () => {
    const { dir } = cluster('unlinked', { linked: false });

    expect(await sweepClusters(clusters)).toEqual([dir]);
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(clusterRecordFile(dir))).toBe(false);
  });

  it('keeps a checkout’s cluster that its link still names', async () => {
    const { dir } = cluster('kept');

    expect(await sweepClusters(clusters)).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });

  it('removes a test cluster whose process is gone, and its link', async () => {
    const { dir, link } = cluster('killed', { throwaway: true, owner: deadProcess() });

    expect(await sweepClusters(clusters)).toEqual([dir]);
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(link)).toBe(false);
  });

  it('keeps a test cluster while the process that made it runs', async () => {
    const { dir } = cluster('running', { throwaway: true });

    expect(await sweepClusters(clusters)).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });

  it('keeps a cluster while a process recorded as using it runs, even with its link gone', async () => {
    const { dir, link } = cluster('in-use', { linked: false });
    const users = clusterFiles(link).users;
    mkdirSync(users);
    writeFileSync(path.join(users, 'me'), JSON.stringify(currentProcess()));

    expect(await sweepClusters(clusters)).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });

  it('keeps a cluster whose lock another process holds', async () => {
    const { dir, link } = cluster('locked', { linked: false });
    writeFileSync(
      clusterFiles(link).lock,
      JSON.stringify({ ...currentProcess(), token: 'held-by-a-live-process' }),
    );

    expect(await sweepClusters(clusters)).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });

  it('keeps a cluster without a record: nothing proves it unused', async () => {
    const { dir } = cluster('unrecorded', { linked: false, record: false });

    expect(await sweepClusters(clusters)).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });
});
