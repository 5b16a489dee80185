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

/**
 * The shared package (packages/shared) as its TypeScript source, as Vite and the type checker
 * read it through its `source` export condition: tests need no build of it.
 */
const sharedSource = { '^@flowvault/shared$': '<rootDir>/packages/shared/src/index.ts' };

module.exports = {
  // A bound for a test or hook that hangs, not a speed target: under a loaded machine with two
  // files at a time, a journey that audits several pages takes minutes.
  testTimeout: 120_000,
  // Two files at a time, even on two cores: a test file mostly waits (on PostgreSQL, a spawned
  // server, Chromium), so a second one fills the gaps (measured on 31 API files: 130 s with one
  // worker, 84 s with two, 76 s with three). Files share nothing: each clones its own database,
  // listens on its own port, and builds only under a lock (api/test/api-process.ts).
  maxWorkers: 2,
  // At most one browser journey at a time, the other worker running API and web files beside it
  // (scripts/jest/one-browser-at-a-time.cjs).
  testSequencer: '<rootDir>/scripts/jest/one-browser-at-a-time.cjs',
  // A guard, not a crutch: a worker whose heap a file left above the limit is replaced by a fresh
  // one instead of carrying it into the next file.
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
      moduleNameMapper: sharedSource,
    },
    {
      displayName: 'shared',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages'],
      testMatch: ['**/__tests__/**/*.test.ts'],
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
      moduleNameMapper: { ...sharedSource, '\\.(css)$': '<rootDir>/web/test/style-stub.js' },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
      transform: { '^.+\\.ts$': swcNode },
      moduleNameMapper: sharedSource,
    },
  ],
};
