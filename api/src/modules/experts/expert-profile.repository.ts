import type { Db } from '../../core/db';
import { isUuid } from '../../core/uuid';

/** What clients see of an expert: written when an admin approves their application. */
export interface ExpertProfile {
  userId: string;
  name: string;
  title: string;
  location: string;
}

const COLUMNS = `user_id AS "userId", name, title, location`;

/**
 * Expert profiles in SQL. `findByUserIds` is the read other features use (hiring's loader of the
 * expert on every application card); the experts feature alone writes them.
 */
export const expertProfiles = {
  /**
   * The profiles of `userIds` in one statement, in no particular order; an id without a profile
   * (or not a uuid) has none in the result. A loader maps them back to its keys.
   */
  async findByUserIds(db: Db, userIds: readonly string[]): Promise<ExpertProfile[]> {
    const ids = userIds.filter(isUuid);
    if (ids.length === 0) return [];
    return db.query<ExpertProfile>(
      `SELECT ${COLUMNS} FROM expert_profiles WHERE user_id = ANY($1::uuid[])`,
      [ids],
    );
  },

  /** Writes the profile an approval gives: a second approval (after a reapplication) renews it. */
  async upsert(db: Db, profile: ExpertProfile): Promise<void> {
    await db.query(
      `INSERT INTO expert_profiles (user_id, name, title, location) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE
         SET name = EXCLUDED.name, title = EXCLUDED.title, location = EXCLUDED.location,
             updated_at = now()`,
      [profile.userId, profile.name, profile.title, profile.location],
    );
  },

  /** The demo seed's: writes the profile only when the expert has none, leaving edits alone. */
  async insertMissing(db: Db, profile: ExpertProfile): Promise<void> {
    await db.query(
      `INSERT INTO expert_profiles (user_id, name, title, location) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO NOTHING`,
      [profile.userId, profile.name, profile.title, profile.location],
    );
  },
};
