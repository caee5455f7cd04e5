import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  // A worker's heap grows by garbage from every file it runs (about 20 MB a file, all of it collected
  // when a collection is forced) to over 1 GB by the end, and a process that large took longer than
  // Jest's half second to exit: "A worker process has failed to exit gracefully" on every run. A
  // worker past this size is replaced between files instead.
  workerIdleMemoryLimit: '512MB',
};

// @noble/curves and @noble/hashes (the beacon's signature check) ship only as ES modules: Jest compiles them
// like the project's own files instead of leaving node_modules untouched.
const ES_MODULE_PACKAGES = /^\/node_modules\/\(\?!/;

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    ES_MODULE_PACKAGES.test(pattern) ? pattern.replace('(?!(', '(?!(@noble|') : pattern,
  );
  return { ...resolved, transformIgnorePatterns };
}
