import { POOL_BUDGET, poolSizeFor } from '../data-source';

/** The embedded server's max_connections (embedded-postgres.ts). */
const MAX_CONNECTIONS = 200;

describe('the pool size of each API process', () => {
  it('keeps the 20 connections of one process and shares the budget between several', () => {
    expect(poolSizeFor(1)).toBe(20);
    expect(poolSizeFor(2)).toBe(20);
    expect(poolSizeFor(8)).toBe(20);
    expect(poolSizeFor(16)).toBe(10);
    expect(poolSizeFor(64)).toBe(2);
  });

  it.each([1, 2, 4, 8, 12, 16, 24, 32, 48, 64])(
    'stays under max_connections with %i processes, their listening connections and the primary',
    (processes) => {
      const primary = processes > 1 ? poolSizeFor(processes) : 0;
      const total = processes * (poolSizeFor(processes) + 1) + primary;
      expect(total).toBeLessThanOrEqual(MAX_CONNECTIONS);
      expect(processes * poolSizeFor(processes)).toBeLessThanOrEqual(Math.max(POOL_BUDGET, 20));
    },
  );
});
