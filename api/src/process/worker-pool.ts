import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../core/logger';
import { RestartPolicy } from './restart-policy';

export interface WorkerPoolOptions {
  /** How many API processes to keep running. */
  count: number;
  /** Variables every worker gets on top of the primary's environment (DATABASE_URL). */
  env: Record<string, string>;
  logger: Logger;
  restarts?: RestartPolicy;
  /** Workers crash faster than the restart policy allows: the primary should exit 1. */
  onCrashLoop: () => void;
}

/**
 * The cluster's API processes, seen from the primary: forked with the shared port (Node hands
 * connections to them in turn), restarted with a backoff when one dies unexpectedly, and drained
 * together at shutdown.
 */
export class WorkerPool {
  private stopping = false;
  private readonly restarts: RestartPolicy;
  private readonly pending = new Set<NodeJS.Timeout>();
  /** Resolves with the shared port once every first-generation worker listens. */
  readonly listening: Promise<number>;

  constructor(private readonly options: WorkerPoolOptions) {
    this.restarts = options.restarts ?? new RestartPolicy();
    this.listening = new Promise((resolve) => {
      let ready = 0;
      cluster.on('listening', (worker, address) => {
        options.logger.info({ worker: worker.id, pid: worker.process.pid }, 'API process ready');
        if (++ready === options.count) resolve(address.port);
      });
    });
    cluster.on('exit', (worker, code, signal) => this.exited(worker, code, signal));
  }

  start(): void {
    for (let i = 0; i < this.options.count; i++) this.fork();
  }

  /**
   * SIGTERM to every worker (each drains its requests, see AppServer.close), then waits for all
   * to exit; what is left after `limitMs` is killed.
   */
  async stop(limitMs: number): Promise<void> {
    this.stopping = true;
    for (const timer of this.pending) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const exits = workers.map((worker) => exitOf(worker));
    for (const worker of workers) worker.process.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, limitMs, 'late')));
    if ((await Promise.race([Promise.all(exits), late])) === 'late') {
      this.options.logger.error('API processes still running after the shutdown limit: killed');
      for (const worker of workers) worker.process.kill('SIGKILL');
      await Promise.all(exits);
    }
    clearTimeout(timer);
  }

  private fork(): void {
    cluster.fork(this.options.env);
  }

  private exited(worker: Worker, code: number | null, signal: string | null): void {
    if (this.stopping) return;
    const { logger } = this.options;
    const delay = this.restarts.crashed();
    const where = { worker: worker.id, pid: worker.process.pid, code, signal };
    if (delay === undefined) {
      logger.fatal(where, 'API processes keep exiting: giving up');
      this.options.onCrashLoop();
      return;
    }
    logger.error({ ...where, restartInMs: delay }, 'an API process exited unexpectedly');
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      if (!this.stopping) this.fork();
    }, delay);
    this.pending.add(timer);
  }
}

function exitOf(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => worker.once('exit', () => resolve()));
}
