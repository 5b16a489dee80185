/**
 * REALTIME_TRANSPORT's values: across processes through PostgreSQL (`postgres`), or within one
 * process (`memory`). Config reads the name; `realtime/create-realtime.ts` builds the transport
 * it names, so the real-time layer depends on config and never the other way round.
 */
export const REALTIME_TRANSPORTS = ['postgres', 'memory'] as const;
export type RealtimeTransport = (typeof REALTIME_TRANSPORTS)[number];
