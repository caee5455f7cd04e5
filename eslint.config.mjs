import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { roomZones } from './scripts/lint/rooms.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Draws must be fair and testable: randomness comes from lib/random.ts
    // (crypto.getRandomValues), passed in as a parameter.
    files: ['app/**', 'components/**', 'lib/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use lib/random.ts (crypto-backed, injectable in tests) instead of Math.random.',
        },
      ],
    },
  },
  {
    // Imports run one way, app/ → components/ → lib/, and each room of components/ imports only
    // the shared primitives and its own files, but for the crossings scripts/lint/rooms.mjs names.
    files: ['app/**', 'components/**', 'lib/**'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: roomZones() }],
    },
  },
  {
    // lib/ is plain TypeScript: no React, so its logic runs and is tested without a page.
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'lib/ holds no React: put hooks and components in components/.' }] }],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'coverage/**']),
]);
