import type { EntityManager } from 'typeorm';

/** A result row of raw SQL, before a repository maps it. */
export type Row = Record<string, unknown>;

/**
 * The database handle every repository is given: the whole pool outside a transaction, one
 * connection inside `transaction()`. A service that must write several rows atomically opens a
 * transaction and hands the `tx` it receives to each repository it uses, so the writes commit
 * together or not at all; repositories never reach for the pool themselves.
 */
export class Db {
  constructor(
    /** TypeORM's manager, for the rare repository that reads better through entities. */
    readonly manager: EntityManager,
  ) {}

  /** Rows of one statement (a SELECT, or a write with RETURNING); values are bound, never spliced. */
  async query<T extends object = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const { records } = await this.execute<T>(sql, params);
    return records;
  }

  /** Rows and the number of rows a write affected. */
  async execute<T extends object = Row>(
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<{ records: T[]; affected: number }> {
    const own = this.manager.queryRunner;
    const runner = own ?? this.manager.connection.createQueryRunner();
    try {
      const result = await runner.query(sql, [...params], true);
      return { records: (result.records ?? []) as T[], affected: result.affected ?? 0 };
    } finally {
      if (!own) await runner.release();
    }
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Inside
   * a transaction this opens a savepoint, so a nested failure undoes only its own writes.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.manager.transaction((manager) => work(new Db(manager)));
  }

  /** Whether this handle is bound to an open transaction. */
  get inTransaction(): boolean {
    return this.manager.queryRunner?.isTransactionActive ?? false;
  }
}
