const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` has the shape of a record id. Services check it before any SQL, so a malformed
 * id is a 404, never PostgreSQL refusing to cast it.
 */
export function isUuid(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}
