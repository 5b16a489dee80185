import type { Logger } from '../core/logger';
import type { RealtimeTransport } from '../config/realtime-transport';
import { MemoryRealtime } from './memory-realtime';
import { PostgresRealtime } from './postgres-realtime';
import type { Realtime } from './realtime';

/** The process's pub-sub on the chosen transport; `databaseUrl` is where `postgres` LISTENs. */
export function createRealtime(
  transport: RealtimeTransport,
  databaseUrl: string,
  logger?: Logger,
): Realtime {
  return transport === 'memory'
    ? new MemoryRealtime(logger)
    : new PostgresRealtime(databaseUrl, { logger });
}
