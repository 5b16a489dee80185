import type { Pool, PoolClient } from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';

/** A result row of raw SQL, before a repository maps it. */
export type Row = Record<string, unknown>;

/**
 * The database handle every repository is given: the whole pool outside a transaction, one
 * connection inside `transaction()`. A service that must write several rows atomically opens a
 * transaction and hands the `tx` it receives (a `Tx`) to each repository it uses, so the writes
 * commit together or not at all; repositories never reach for the pool themselves.
 */
export class Db {
  constructor(
    /** TypeORM's manager, for the rare repository that reads better through entities. */
    readonly manager: EntityManager,
    /**
     * Where an after-commit hook's failure is reported (the app's logger): the transaction has
     * committed and its caller succeeded, so the failure is neither thrown into that caller nor
     * left to crash the process as an uncaught exception.
     */
    protected readonly onHookError: HookErrorReporter = reportToConsole,
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
   * Rows of one statement run as a named prepared statement: each pooled connection parses and
   * plans it once, then only binds and executes it. For the few statements of a hot path (the
   * catalogue's page read and search parsing), where planning costs as much as running. `name`
   * must be unique to `sql` across the process. The statement still goes through the data
   * source's logger, so statement counts and recordings see it like any other.
   */
  async prepared<T extends object = Row>(
    name: string,
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<T[]> {
    const values = [...params];
    const connection = this.manager.connection;
    const own = this.manager.queryRunner as PostgresQueryRunner | undefined;
    connection.logger.logQuery(sql, values, own);
    try {
      const client: Pool | PoolClient = own
        ? await own.connect()
        : (connection.driver as PostgresDriver).master;
      const result = await client.query<T>({ name, text: sql, values });
      return result.rows;
    } catch (error) {
      connection.logger.logQueryError(error as Error, sql, values, own);
      throw new QueryFailedError(sql, values, error as Error);
    }
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Inside
   * a transaction (`tx.transaction(...)`) this opens a savepoint, so a nested failure undoes only
   * its own writes.
   */
  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const hooks: AfterCommit[] = [];
    const result = await this.manager.transaction((manager) =>
      work(new Tx(manager, hooks, this.onHookError)),
    );
    this.committed(hooks);
    return result;
  }

  /** The transaction `transaction()` opened has committed: its after-commit hooks run now. */
  protected committed(hooks: readonly AfterCommit[]): void {
    runAfterCommit(hooks, this.onHookError);
  }
}

/** Work that waits for its transaction's commit (see `Tx.afterCommit`). */
type AfterCommit = () => void;

/** Reports an after-commit hook's failure (see `Db`'s `onHookError`). */
export type HookErrorReporter = (error: unknown) => void;

/** For a `Db` made without the app's logger (scripts, tests). */
const reportToConsole: HookErrorReporter = (error) =>
  console.error('An after-commit hook failed:', error);

/**
 * Runs each hook once; one that throws does not keep the others from running. The transaction
 * has committed, so a failure is reported through `report` rather than thrown into a caller that
 * can no longer undo anything.
 */
function runAfterCommit(hooks: readonly AfterCommit[], report: HookErrorReporter): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch (error) {
      report(error);
    }
  }
}

/**
 * A `Db` bound to one open transaction: what `transaction(work)` hands `work`. A `Tx` goes
 * wherever a `Db` does, but not the other way round: a repository method that locks rows
 * (`FOR UPDATE`, `pg_advisory_xact_lock`) or whose statements must commit together takes a `Tx`,
 * so calling it with the pool, where each statement commits on its own and a lock ends with its
 * statement, does not compile. Methods of one statement keep taking `Db`.
 */
export class Tx extends Db {
  /** What makes the type nominal: a `Db` lacks this private field, so it is no `Tx`. */
  private readonly transactionBound = true;

  constructor(
    manager: EntityManager,
    /** Hooks of this transaction (or savepoint), run once the outermost transaction commits. */
    private readonly afterCommitHooks: AfterCommit[] = [],
    onHookError?: HookErrorReporter,
  ) {
    super(manager, onHookError);
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('A Tx is made only by Db.transaction(), from a manager in a transaction');
    }
  }

  /**
   * Runs `hook` once this transaction has committed, and never if it rolls back (a savepoint
   * that rolls back drops the hooks added inside it). For work outside the database that must
   * follow the commit, such as the in-memory real-time transport's delivery; `pg_notify` needs
   * no hook, PostgreSQL itself holds a notice until its transaction commits. Hooks run in the
   * order they were added, synchronously, right after COMMIT; one that throws is reported (the
   * `Db`'s `onHookError`) and the others still run.
   */
  afterCommit(hook: AfterCommit): void {
    this.afterCommitHooks.push(hook);
  }

  /** A savepoint was released: its hooks wait for the outer transaction's commit. */
  protected override committed(hooks: readonly AfterCommit[]): void {
    this.afterCommitHooks.push(...hooks);
  }
}
