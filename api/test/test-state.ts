import os from 'node:os';
import path from 'node:path';

/** The migrated database every test file clones. */
export const TEMPLATE_DATABASE = 'flowvault_template';

/** Set by the global set-up; Jest workers inherit it. */
export function testServerUrl(): string {
  const url = process.env.FLOWVAULT_TEST_SERVER_URL;
  if (!url) throw new Error('FLOWVAULT_TEST_SERVER_URL is not set: run the tests through jest');
  return url;
}

/**
 * Where test servers (in-process test apps and spawned API processes) write mail without
 * SMTP_URL: a directory of the machine's, never the repository's `.data/mail`.
 */
export const TEST_MAIL_OUTBOX_DIR = path.join(os.tmpdir(), 'flowvault-test-mail');
