import { QueryFailedError } from 'typeorm';

/**
 * Whether `error` is PostgreSQL refusing a duplicate under the unique index or constraint
 * `constraint`: how a service learns it lost a race the database decided (SQLSTATE 23505).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}
