/**
 * Work begun for clients that must end before the database closes: every HTTP request until its
 * response has closed and its handlers have settled (whether or not its client is still there),
 * and every graphql-ws message until it has been handled. Shutdown waits for it, bounded: the
 * HTTP server stops seeing a request once its client leaves, but the request's handler goes on
 * querying.
 */
export class RunningWork {
  private running = 0;
  private waiting: Array<() => void> = [];

  /** How much work runs now. */
  get count(): number {
    return this.running;
  }

  /** Counts one piece of work until the function returned is called (later calls do nothing). */
  start(): () => void {
    this.running += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.running -= 1;
      if (this.running === 0) for (const wake of this.waiting.splice(0)) wake();
    };
  }

  /** Resolves true once nothing runs, or false when `maxMs` pass first. */
  settled(maxMs: number): Promise<boolean> {
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(
        () => {
          this.waiting = this.waiting.filter((other) => other !== wake);
          resolve(false);
        },
        Math.max(0, maxMs),
      );
      this.waiting.push(wake);
    });
  }
}
