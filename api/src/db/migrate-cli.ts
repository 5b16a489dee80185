import 'reflect-metadata';
import { readEnvOrReport } from '../config/env';
import { createLogger } from '../core/logger';
import { openDatabase } from './database';
import { applyMigrations, revertLastMigration } from './migrate';

const USAGE = 'Usage: npm run migrate [-- --revert]';

/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and
 * lists them; `--revert` undoes the most recent one through its `down()`. `npm start` migrates
 * by itself; this is for deployments that migrate as a separate step.
 */
export async function runMigrateCli(args: string[]): Promise<number> {
  const revert = args.includes('--revert');
  if (args.some((arg) => arg !== '--revert')) {
    console.error(USAGE);
    return 1;
  }
  const env = readEnvOrReport('Migrate');
  if (!env) return 1;
  const logger = createLogger(env.logLevel === 'info' ? 'warn' : env.logLevel);
  const database = await openDatabase(env, logger);
  try {
    if (revert) {
      const [last] = await database.dataSource
        .query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)
        .catch(() => []);
      if (!last) {
        console.log('No migration has been applied; nothing to revert.');
        return 0;
      }
      await revertLastMigration(database.dataSource);
      console.log(`Reverted ${last.name}.`);
      return 0;
    }
    const applied = await applyMigrations(database.dataSource);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s):\n${applied.map((m) => `  ${m.name}`).join('\n')}`
        : 'The database is up to date.',
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runMigrateCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Migrate failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
