/** The migrated database every test file clones. */
export const TEMPLATE_DATABASE = 'flowvault_template';

/** Set by the global set-up; Jest workers inherit it. */
export function testServerUrl(): string {
  const url = process.env.FLOWVAULT_TEST_SERVER_URL;
  if (!url) throw new Error('FLOWVAULT_TEST_SERVER_URL is not set: run the tests through jest');
  return url;
}
