import { freePort } from '../src/lib/free-port';
import { ApiProcess, API_ENTRY, baseEnv, ensureApiBuilt } from './api-process';
import { waitForHealthy } from './wait-for-healthy';

/** One API process of a group, on a port of its own so a test can pick which one it talks to. */
export interface StartedApi {
  process: ApiProcess;
  port: number;
  /** `http://127.0.0.1:<port>`; `ws://` on the same port reaches its subscriptions. */
  url: string;
}

export interface ApiProcessGroup {
  processes: StartedApi[];
  /** SIGTERM to each (killed if it does not exit in time); resolves once all have exited. */
  stop(): Promise<void>;
}

export interface ApiProcessGroupOptions {
  /** The one database every process uses (e.g. `createTestDatabase()`'s url). */
  databaseUrl: string;
  /**
   * `production` by default: the processes run as deployed (the catalogue's page cache and its
   * LISTEN, visits written by their timer), which is what cross-process agreement must survive.
   */
  nodeEnv?: 'production' | 'test';
  /** Settings over the group's own, the same for every process (e.g. a small rate limit). */
  env?: Record<string, string>;
}

/** Production's secrets checks want a key that looks random; any fixed one of that kind will do. */
const GROUP_SECRETS = {
  JWT_SECRET: 'Vr7kQ2pXw9Lm4Tz8Nc1Hb6Jd3Fs5Gy0Ae',
  SECRETS_KEY: '5e'.repeat(32),
};

/**
 * Starts `count` API processes of the built server (`node api/dist/main.js`, built first if the
 * sources changed) on one database, each a single process (WEB_CONCURRENCY=1) on its own port:
 * what a load balancer in front of several replicas would reach. The first migrates and seeds
 * before the next starts, as a rolling deploy would. For cross-process tests of rate limits,
 * the catalogue, visits and chat: send through one, read or subscribe on another.
 *
 *     const group = await startApiProcesses(2, { databaseUrl: database.url });
 *     const [a, b] = group.processes;
 *     await fetch(`${a.url}/api/...`); await fetch(`${b.url}/api/...`);
 *     await group.stop();
 */
export async function startApiProcesses(
  count: number,
  options: ApiProcessGroupOptions,
): Promise<ApiProcessGroup> {
  ensureApiBuilt();
  const processes: StartedApi[] = [];
  const stop = async () => {
    await Promise.all(
      processes.map(({ process: server }) => server.stop().catch(() => server.kill())),
    );
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = new ApiProcess(
        API_ENTRY.server,
        [],
        baseEnv({
          ...GROUP_SECRETS,
          NODE_ENV: options.nodeEnv ?? 'production',
          DATABASE_URL: options.databaseUrl,
          PORT: String(port),
          PUBLIC_URL: url,
          WEB_CONCURRENCY: '1',
          ...options.env,
        }),
      );
      processes.push({ process: server, port, url });
      await waitForHealthy(`${url}/healthz`, server.child);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { processes, stop };
}
