import 'reflect-metadata';
import cluster from 'node:cluster';
import { readEnvOrReport } from './config/env';
import { createLogger } from './core/logger';
import { PortInUseError } from './lib/port-reservation';
import { runPrimary } from './process/primary-process';
import { runSingleProcess } from './process/single-process';
import { runWorker } from './process/worker-process';

/**
 * Boot only: config, then one of three roles. WEB_CONCURRENCY=1 runs a single process; more makes
 * this process the cluster's primary (database, migrations, seeds, supervision) and forks that
 * many API processes sharing the port, each re-entering here as a worker.
 */
async function main(): Promise<void> {
  const env = readEnvOrReport('FlowVault');
  if (!env) process.exit(1);
  const logger = createLogger(env.logLevel);
  if (cluster.isWorker) await runWorker(env, logger);
  else if (env.webConcurrency === 1) await runSingleProcess(env, logger);
  else await runPrimary(env, logger);
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof PortInUseError) console.error(`FlowVault ${message}`);
  else console.error(`FlowVault failed to start: ${message}`);
  process.exit(1);
});
