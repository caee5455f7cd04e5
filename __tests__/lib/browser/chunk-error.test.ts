import { isChunkLoadError } from '@/lib/browser/chunk-error';

describe('isChunkLoadError', () => {
  it.each([
    ['a bundler ChunkLoadError', Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })],
    ['Chromium failing a dynamic import', new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js')],
    ['Firefox failing a dynamic import', new TypeError('error loading dynamically imported module')],
    ['Safari failing a module script', new TypeError('Importing a module script failed.')],
    ['Turbopack failing a chunk', new Error('Failed to load chunk /_next/static/chunks/a.js from module 42')],
  ])('recognises %s as a build that has moved on', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a string', 'ChunkLoadError'],
    ['nothing', null],
  ])('does not offer an update for %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
