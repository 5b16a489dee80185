import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '../../../../test/eventually';
import { ClusterLockBusy, withClusterLock } from '../cluster-lock';

/** The pid of a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('the lock of an embedded cluster', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-lock-'));
    file = path.join(dir, 'postgres.lock');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is released after the work, even when it fails', async () => {
    await expect(
      withClusterLock(file, async () => {
        expect(existsSync(file)).toBe(true);
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(existsSync(file)).toBe(false);
  });

  it('makes a second holder wait until the first is done', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    let firstIn!: () => void;
    const holding = new Promise<void>((resolve) => (firstIn = resolve));
    const first = withClusterLock(file, async () => {
      order.push('first in');
      firstIn();
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first out');
    });
    // The second caller starts once the first holds the lock (however slow a loaded machine is
    // to get there), and then reads who holds it at each of its polls.
    await holding;
    const reads = jest.spyOn(fs, 'readFile');
    const second = withClusterLock(file, async () => void order.push('second'));
    try {
      await eventually(() =>
        expect(reads.mock.calls.filter(([read]) => read === file).length).toBeGreaterThan(2),
      );
      expect(order).toEqual(['first in']);
    } finally {
      reads.mockRestore();
      finishFirst();
      await Promise.all([first, second]);
    }
    expect(order).toEqual(['first in', 'first out', 'second']);
  });

  it('refuses a caller that will not wait while a live process holds it', async () => {
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = withClusterLock(
      file,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          held();
        }),
    );
    await holding;

    await expect(withClusterLock(file, async () => 'ran', { waitMs: 0 })).rejects.toBeInstanceOf(
      ClusterLockBusy,
    );
    release();
    await holder;
  });

  it('is taken over when the process holding it is gone, by one caller at a time', async () => {
    writeFileSync(file, JSON.stringify({ pid: deadPid(), token: 'left-by-a-killed-run' }));
    let inside = 0;
    let most = 0;
    const callers = Array.from({ length: 8 }, () =>
      withClusterLock(
        file,
        async () => {
          inside += 1;
          most = Math.max(most, inside);
          // Only a time keeps the lock long enough for a second holder to show, were there one.
          await new Promise((resolve) => setTimeout(resolve, 5));
          inside -= 1;
        },
        { waitMs: 10_000 },
      ),
    );

    await Promise.all(callers);
    expect(most).toBe(1);
    expect(existsSync(file)).toBe(false);
  });
});
