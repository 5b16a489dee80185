// Everything the n8n test starts, and how it is all stopped again: on success, on failure and on
// Ctrl-C. Each service runs in its own process group (detached), so that stopping it also stops
// whatever it started itself, and a Ctrl-C in the terminal reaches only this script, which then
// stops the services in order.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

const cleanups = [];
let cleaning;
let forced = false;
let interrupted = false;

/** Whether a signal asked us to stop (later errors of the run are its consequence). */
export const isInterrupted = () => interrupted;

/** Registers a clean-up step; steps run in reverse order of registration. */
export function onCleanup(label, fn) {
  cleanups.push({ label, fn });
}

/** Runs every clean-up step once (later calls wait for the first). */
export function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const { label, fn } = cleanups.pop();
      try {
        await fn();
      } catch (error) {
        console.error(`[test:n8n] clean-up of ${label} failed: ${error?.message ?? error}`);
      }
    }
  })();
  return cleaning;
}

/** Signals and crashes: clean up, then exit (a second Ctrl-C kills the services at once). */
export function installSignalHandlers(log) {
  const onSignal = (signal, code) => {
    if (cleaning) {
      forced = true;
      log(`${signal} again: killing the services now`);
      for (const service of running) service.kill('SIGKILL');
      return;
    }
    interrupted = true;
    log(`${signal}: stopping n8n, FlowVault and PostgreSQL`);
    void cleanup().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => onSignal('SIGINT', 130));
  process.on('SIGTERM', () => onSignal('SIGTERM', 143));
  process.on('SIGHUP', () => onSignal('SIGHUP', 129));
  const crash = (error) => {
    console.error('[test:n8n] crashed:', error);
    void cleanup().finally(() => process.exit(1));
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}

const running = new Set();

/**
 * Starts a long-running process in its own process group with its output appended to `logFile`.
 * Returns {child, pid, exited, isRunning(), kill(signal), stop(graceMs)}.
 */
export function startService(name, command, args, { env, cwd, logFile }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let exitInfo;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once('error', (error) => {
      exitInfo = { code: null, signal: null, error };
      resolve(exitInfo);
    });
  });
  const service = {
    name,
    child,
    pid: child.pid,
    logFile,
    exited,
    get exitInfo() {
      return exitInfo;
    },
    isRunning: () => exitInfo === undefined,
    /** Signals the whole process group (the service and what it started). */
    kill(signal) {
      if (!child.pid) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group is gone already
      }
    },
    /** SIGTERM, up to `graceMs` to exit, then SIGKILL; also for what it left in its group. */
    async stop(graceMs) {
      if (service.isRunning()) {
        service.kill(forced ? 'SIGKILL' : 'SIGTERM');
        const late = setTimeout(() => service.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(late);
      }
      await reapGroup(child.pid, 3000);
      running.delete(service);
    },
  };
  running.add(service);
  return service;
}

/** Whether any process of the group is still alive. */
function groupAlive(pgid) {
  if (!pgid) return false;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Processes the service left in its group: SIGTERM, then SIGKILL after `ms`. */
async function reapGroup(pgid, ms) {
  if (!groupAlive(pgid)) return;
  try {
    process.kill(-pgid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + ms;
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pgid)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

/** Runs a command to completion in its own process group (stopped by clean-up if interrupted). */
export async function runToCompletion(name, command, args, options) {
  const service = startService(name, command, args, options);
  onCleanup(name, () => service.stop(5000));
  const { code, signal, error } = await service.exited;
  await service.stop(1000);
  if (error) throw new Error(`${name} could not start: ${error.message}`);
  if (code !== 0) {
    throw new Error(
      `${name} failed (${signal ?? `exit code ${code}`}): ${tail(options.logFile, 15)}\n(log: ${options.logFile})`,
    );
  }
}

/** The last lines of a log file, for error messages. */
export function tail(file, lines) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` until it resolves true, failing when `service` exits or after `ms`.
 */
export async function waitFor(what, probe, { service, ms }) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (service && !service.isRunning()) {
      const { code, signal } = service.exitInfo;
      throw new Error(
        `${service.name} exited (${signal ?? `code ${code}`}) before ${what}:\n${tail(service.logFile, 20)}`,
      );
    }
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(ms / 1000)} s`);
    await sleep(500);
  }
}
