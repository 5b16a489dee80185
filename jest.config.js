/**
 * One Jest run over the whole repository: API unit and integration tests against a real,
 * throwaway PostgreSQL (started once in the global set-up), web logic tests in jsdom, and browser
 * journeys in real Chromium.
 */
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testTimeout: 60_000,
  // With one core to spare Jest would run every file in its own process, whose heap then holds
  // whatever each file leaves behind until the run dies at Node's limit (CI, 280 files: 4 GB).
  // A memory limit makes Jest use a worker (still one at a time) and start a fresh one whenever
  // a file leaves it above the limit.
  workerIdleMemoryLimit: '1536MB',
  globalSetup: '<rootDir>/api/test/global-setup.ts',
  globalTeardown: '<rootDir>/api/test/global-teardown.ts',
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/__tests__/**/*.test.ts', '<rootDir>/api/test/**/*.test.ts'],
      transform: { '^.+\\.ts$': swcNode },
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
      // The global set-up (api/test) is compiled with the first selected project's transform,
      // so a web-only run must still compile api/ files with decorators.
      transform: { '/api/.+\\.ts$': swcNode, '^.+\\.(ts|tsx|js|mjs)$': swcWeb },
      transformIgnorePatterns: ['/node_modules/(?!(@apollo/client|rxjs|@wry|optimism)/)'],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/web/test/style-stub.js' },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
      transform: { '^.+\\.ts$': swcNode },
    },
  ],
};
