/** Jest in ESM mode with ts-jest (see ../shared/docs/toolchain.md). */
export default {
  testEnvironment: 'node',
  testMatch: ['**/__tests__/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  reporters: ['default', '<rootDir>/scripts/count-reporter.js'],
  testTimeout: 30000
}
