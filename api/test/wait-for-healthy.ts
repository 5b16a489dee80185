import type { ChildProcess } from 'node:child_process';

/**
 * Polls a health URL until it answers 2xx, for servers started as child processes (browser
 * journeys, benchmarks). Gives up after a minute, or at once when the child has exited.
 */
export async function waitForHealthy(url: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode} before ${url} answered`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy at ${url}`);
}
