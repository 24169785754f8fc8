/**
 * Jest in ESM mode with ts-jest (see docs/development.md), as two projects:
 *
 * - `unit`: every suite that imports src/ directly. Nothing is built.
 * - `e2e`: the suites that run a bundle as a subprocess. Its globalSetup
 *   bundles src/ into a temp folder once per run (E2E_BUNDLE_DIR), and jest
 *   only runs it when at least one of these suites is selected, so
 *   `npm run test:unit` or `npm test -- trigger` never pays for the build.
 */
import { fileURLToPath } from 'node:url'

const rootDir = fileURLToPath(new URL('.', import.meta.url))

/**
 * The suites that run a bundle (`node <bundle>/index.js`) are the ones in
 * __tests__/e2e/; every other suite is a unit suite (docs/development.md).
 */
const E2E_DIR = '/__tests__/e2e/'

const shared = {
  rootDir,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  }
}

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', E2E_DIR]
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: [`<rootDir>${E2E_DIR}**/*.test.ts`],
      globalSetup: '<rootDir>/scripts/jest-bundle-setup.mjs',
      globalTeardown: '<rootDir>/scripts/jest-bundle-teardown.mjs'
    }
  ],
  // Every test's temp folders in one folder, checked empty at the end.
  globalSetup: '<rootDir>/scripts/jest-temp-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest-temp-teardown.mjs',
  reporters: ['default', '<rootDir>/scripts/count-reporter.js'],
  testTimeout: 30000
}
