/** @jest-environment node */
import { isEmbedPath } from '@/lib/wheel/embed/embed-path.mjs';

describe('isEmbedPath', () => {
  it('knows the embed page in every language and its exported files', () => {
    for (const path of ['/embed', '/embed/', '/embed.html', '/embed.txt', '/embed/__next._tree.txt', '/es/embed', '/pt-br/embed', '/de/embed.txt', '/it/embed/x.txt']) {
      expect(isEmbedPath(path)).toBe(true);
    }
  });

  it('refuses every other page, however close its name', () => {
    for (const path of ['/', '/es', '/verify', '/embeds', '/embedded', '/blog/embed', '/xx/embed', '/en/embed', '/es/blog/embed', '/es/embedx']) {
      expect(isEmbedPath(path)).toBe(false);
    }
  });
});
