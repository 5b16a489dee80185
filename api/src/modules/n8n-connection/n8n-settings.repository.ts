import type { Db } from '../../core/db';

/** A user's stored n8n connection; the API key only ever sealed. */
export interface StoredN8nSettings {
  instanceUrl: string;
  sealedApiKey: string;
  keyId: string;
}

/** What the last test of the saved connection found (never `not_configured`: nothing to test). */
export type StoredTestResult = 'connected' | 'key_refused' | 'unreachable' | 'address_refused';

export interface StoredN8nTest {
  result: StoredTestResult;
  version: string | null;
  testedAt: Date;
}

/** The saved connection with its last test, null until it is tested. */
export interface StoredN8nConnection extends StoredN8nSettings {
  lastTest: StoredN8nTest | null;
}

interface Row extends StoredN8nSettings {
  lastTestResult: StoredTestResult | null;
  lastTestVersion: string | null;
  lastTestedAt: Date | null;
}

/** n8n connection settings in SQL; each method runs on the `Db` it is given. */
export const n8nSettingsRepository = {
  async find(db: Db, userId: string): Promise<StoredN8nConnection | undefined> {
    const [row] = await db.query<Row>(
      `SELECT n8n_instance_url AS "instanceUrl", n8n_api_key_sealed AS "sealedApiKey",
              secrets_key_id AS "keyId", last_test_result AS "lastTestResult",
              last_test_version AS "lastTestVersion", last_tested_at AS "lastTestedAt"
         FROM user_settings WHERE user_id = $1`,
      [userId],
    );
    if (!row) return undefined;
    const { lastTestResult, lastTestVersion, lastTestedAt, ...settings } = row;
    const lastTest =
      lastTestResult && lastTestedAt
        ? { result: lastTestResult, version: lastTestVersion, testedAt: lastTestedAt }
        : null;
    return { ...settings, lastTest };
  },

  async save(db: Db, userId: string, settings: StoredN8nSettings): Promise<void> {
    await db.query(
      `INSERT INTO user_settings (user_id, n8n_instance_url, n8n_api_key_sealed, secrets_key_id)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET n8n_instance_url = excluded.n8n_instance_url,
         n8n_api_key_sealed = excluded.n8n_api_key_sealed,
         secrets_key_id = excluded.secrets_key_id, updated_at = now(),
         last_test_result = NULL, last_test_version = NULL, last_tested_at = NULL`,
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

  /**
   * Keeps what a test of the saved connection found, unless the connection was saved again
   * meanwhile (its sealed key differs each time it is sealed): a test never vouches for settings
   * it did not try.
   */
  async recordTest(db: Db, userId: string, testedSealedKey: string, test: StoredN8nTest) {
    await db.query(
      `UPDATE user_settings
          SET last_test_result = $3, last_test_version = $4, last_tested_at = $5
        WHERE user_id = $1 AND n8n_api_key_sealed = $2`,
      [userId, testedSealedKey, test.result, test.version, test.testedAt],
    );
  },

  async remove(db: Db, userId: string): Promise<boolean> {
    const rows = await db.query(`DELETE FROM user_settings WHERE user_id = $1 RETURNING 1`, [
      userId,
    ]);
    return rows.length > 0;
  },
};
