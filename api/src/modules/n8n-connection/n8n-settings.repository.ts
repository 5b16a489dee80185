import type { Db } from '../../core/db';

/** A user's stored n8n connection; the API key only ever sealed. */
export interface StoredN8nSettings {
  instanceUrl: string;
  sealedApiKey: string;
  keyId: string;
}

/** n8n connection settings in SQL; each method runs on the `Db` it is given. */
export const n8nSettingsRepository = {
  async find(db: Db, userId: string): Promise<StoredN8nSettings | undefined> {
    const [row] = await db.query<StoredN8nSettings>(
      `SELECT n8n_instance_url AS "instanceUrl", n8n_api_key_sealed AS "sealedApiKey",
              secrets_key_id AS "keyId"
         FROM user_settings WHERE user_id = $1`,
      [userId],
    );
    return row;
  },

  async save(db: Db, userId: string, settings: StoredN8nSettings): Promise<void> {
    await db.query(
      `INSERT INTO user_settings (user_id, n8n_instance_url, n8n_api_key_sealed, secrets_key_id)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET n8n_instance_url = excluded.n8n_instance_url,
         n8n_api_key_sealed = excluded.n8n_api_key_sealed,
         secrets_key_id = excluded.secrets_key_id, updated_at = now()`,
      [userId, settings.instanceUrl, settings.sealedApiKey, settings.keyId],
    );
  },

  /** Seals the key again under the current key, unless the settings changed meanwhile. */
  async reseal(db: Db, userId: string, from: string, to: StoredN8nSettings): Promise<void> {
    await db.query(
      `UPDATE user_settings SET n8n_api_key_sealed = $3, secrets_key_id = $4
        WHERE user_id = $1 AND n8n_api_key_sealed = $2`,
      [userId, from, to.sealedApiKey, to.keyId],
    );
  },

  async remove(db: Db, userId: string): Promise<boolean> {
    const rows = await db.query(`DELETE FROM user_settings WHERE user_id = $1 RETURNING 1`, [
      userId,
    ]);
    return rows.length > 0;
  },
};
