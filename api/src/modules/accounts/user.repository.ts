import { ROLES, type Role } from '../../core/actor';
import type { Db } from '../../core/db';

/** An account as stored. `passwordHash` never leaves the accounts module. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  /** The key the address finds the account by (`lower(email)` as PostgreSQL computes it). */
  emailKey: string;
  role: Role;
  passwordHash: string;
  tokenVersion: number;
  disabledAt: Date | null;
  /** When the address was verified (a link of it used); null until then, and after it changes. */
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

/** What the edge needs to accept a token: one indexed read per authenticated request. */
export interface UserSession {
  role: Role;
  tokenVersion: number;
  disabled: boolean;
}

const COLUMNS = `id, name, email, email_key AS "emailKey", role, password_hash AS "passwordHash",
  token_version AS "tokenVersion", disabled_at AS "disabledAt",
  email_verified_at AS "emailVerifiedAt", created_at AS "createdAt"`;

/** The unique index that keeps one account per address, whatever its case. */
export const EMAIL_TAKEN_CONSTRAINT = 'users_email_key';

/** The accounts' SQL. Every method takes the `Db` to run on, so it joins the caller's transaction. */
export const userRepository = {
  async findById(db: Db, id: string): Promise<UserRecord | undefined> {
    const [user] = await db.query<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return user;
  },

  async findByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
    const [user] = await db.query<UserRecord>(
      `SELECT ${COLUMNS} FROM users WHERE email_key = lower($1)`,
      [email],
    );
    return user;
  },

  /**
   * The key an address finds its account by, as PostgreSQL computes it (`lower`, which differs
   * from JavaScript's for letters such as `İ`), with the account when there is one: a sign-in
   * limit keyed on it counts every spelling that reaches one account as that account.
   */
  async findForSignIn(
    db: Db,
    email: string,
  ): Promise<{ emailKey: string; user: UserRecord | undefined }> {
    const [row] = await db.query<UserRecord & { lookupKey: string }>(
      `SELECT k.email_key AS "lookupKey", ${COLUMNS}
         FROM (SELECT lower($1::text) AS email_key) k LEFT JOIN users u USING (email_key)`,
      [email],
    );
    const { lookupKey, ...user } = row;
    return { emailKey: lookupKey, user: user.id ? user : undefined };
  },

  /** The key `email` finds an account by (`lower` as PostgreSQL computes it); reads no account. */
  async emailKey(db: Db, email: string): Promise<string> {
    const [row] = await db.query<{ key: string }>(`SELECT lower($1::text) AS key`, [email]);
    return row.key;
  },

  /**
   * Sets a new password hash and raises the token version (every earlier session ends) of an
   * account that is not disabled; undefined when there is none.
   */
  async setPassword(db: Db, id: string, passwordHash: string): Promise<UserRecord | undefined> {
    const [updated] = await db.query<UserRecord>(
      `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now()
        WHERE id = $1 AND disabled_at IS NULL
       RETURNING ${COLUMNS}`,
      [id, passwordHash],
    );
    return updated;
  },

  /** The sessions of the accounts `ids` name (valid UUIDs), by id; a missing account is absent. */
  async sessions(db: Db, ids: readonly string[]): Promise<Map<string, UserSession>> {
    const rows = await db.prepared<UserSession & { id: string }>(
      'accounts.sessions',
      `SELECT id, role, token_version AS "tokenVersion", disabled_at IS NOT NULL AS disabled
         FROM users WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map(({ id, ...session }) => [id, session]));
  },

  /** Inserts an account; a taken address raises the unique violation of `users_email_key`. */
  /** A new account; `emailVerified` for an address known to be its owner's (the admin's, a demo's). */
  async insert(
    db: Db,
    user: {
      name: string;
      email: string;
      passwordHash: string;
      role?: Role;
      emailVerified?: boolean;
    },
  ): Promise<UserRecord> {
    const [created] = await db.query<UserRecord>(
      `INSERT INTO users (name, email, password_hash, role, email_verified_at)
       VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN now() END)
       RETURNING ${COLUMNS}`,
      [user.name, user.email, user.passwordHash, user.role ?? 'user', user.emailVerified === true],
    );
    return created;
  },

  /**
   * Marks the account's address verified if it is still `email` (as stored) and the account is
   * not disabled; whether it is verified now. Verifying again keeps the first date.
   */
  async markEmailVerified(db: Db, id: string, email: string): Promise<boolean> {
    const [row] = await db.query<{ id: string }>(
      `UPDATE users SET email_verified_at = coalesce(email_verified_at, now())
        WHERE id = $1 AND email = $2 AND disabled_at IS NULL
       RETURNING id`,
      [id, email],
    );
    return row !== undefined;
  },

  /**
   * Writes name and email, and with `passwordHash` the new hash and a raised token version. A new
   * address (other than in case) is not verified.
   */
  async updateProfile(
    db: Db,
    id: string,
    changes: { name: string; email: string; passwordHash?: string },
  ): Promise<UserRecord | undefined> {
    const [updated] = await db.query<UserRecord>(
      `UPDATE users SET name = $2, email = $3,
         email_verified_at = CASE WHEN lower($3) = email_key THEN email_verified_at END,
         password_hash = coalesce($4, password_hash),
         token_version = token_version + CASE WHEN $4 IS NULL THEN 0 ELSE 1 END,
         updated_at = now()
       WHERE id = $1 AND disabled_at IS NULL
       RETURNING ${COLUMNS}`,
      [id, changes.name, changes.email, changes.passwordHash ?? null],
    );
    return updated;
  },

  /**
   * Raises the account's role to `role` unless it already has that one or a higher one
   * (`ROLES` lists them lowest first), so granting `expert` to an admin keeps the admin. Only a
   * raise writes the row (and its `updated_at`); the condition is read on the row as locked, so
   * two grants at once raise it once. Whether the account exists.
   */
  async raiseRole(db: Db, id: string, role: Role): Promise<boolean> {
    const [row] = await db.query<{ found: boolean }>(
      `WITH raised AS (
         UPDATE users SET role = $2, updated_at = now()
          WHERE id = $1
            AND array_position($3::text[], role) < array_position($3::text[], $2::text)
         RETURNING id)
       SELECT EXISTS (SELECT 1 FROM raised)
           OR EXISTS (SELECT 1 FROM users WHERE id = $1) AS found`,
      [id, role, ROLES],
    );
    return row?.found === true;
  },

  /** Makes an existing account the ensured admin: role, password, and its old sessions revoked. */
  async setRoleAndPassword(db: Db, id: string, role: Role, passwordHash: string): Promise<void> {
    await db.query(
      `UPDATE users SET role = $2, password_hash = $3, token_version = token_version + 1,
         disabled_at = NULL, updated_at = now()
       WHERE id = $1`,
      [id, role, passwordHash],
    );
  },

  /**
   * Erases what the account row says of its holder, keeping the row for the records others need
   * (docs/product/accounts-and-plans.md, Your data): no name, an address no one can hold, a
   * password hash that parses as nothing, disabled, and a raised token version so every session
   * ends. The old address is free again at once.
   */
  async anonymise(db: Db, id: string): Promise<void> {
    await db.query(
      `UPDATE users SET name = 'Deleted user', email = 'deleted-' || id || '@deleted.invalid',
         password_hash = '!deleted', role = 'user', token_version = token_version + 1,
         email_verified_at = NULL, disabled_at = now(), updated_at = now()
       WHERE id = $1`,
      [id],
    );
  },
};
