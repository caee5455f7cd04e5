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

export default createJestConfig(config);
