import { isChunkLoadError } from '@/lib/browser/chunk-error';
import { lazyModule } from '@/lib/browser/lazy-module';

/** What a browser reports when a chunk a new deploy removed is asked for. */
const chunkFailure = () => Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });

describe('lazyModule', () => {
  it('fetches on the first load, not before, and every caller shares that fetch', async () => {
    const importer = jest.fn(() => Promise.resolve({ answer: 42 }));
    const code = lazyModule(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(code.current()).toBeUndefined();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect(a).toBe(b);
    expect(await code.load()).toBe(a);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(code.current()).toBe(a);
  });

  it('retries a failed import (a chunk gone after a deploy) on the next load', async () => {
    const failure = chunkFailure();
    expect(isChunkLoadError(failure)).toBe(true);
    const importer = jest.fn<Promise<{ answer: number }>, []>().mockRejectedValueOnce(failure).mockResolvedValue({ answer: 42 });
    const code = lazyModule(importer);
    // Callers waiting on the failed fetch all hear of it.
    const waiting = [code.load(), code.load()];
    await expect(waiting[0]).rejects.toBe(failure);
    await expect(waiting[1]).rejects.toBe(failure);
    expect(code.current()).toBeUndefined();
    await expect(code.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preloads without waiting, shares the fetch with a later load, and leaves a failure for the next load', async () => {
    const importer = jest.fn<Promise<string>, []>().mockRejectedValueOnce(chunkFailure()).mockResolvedValue('code');
    const code = lazyModule(importer);
    // A failed preload is not an unhandled rejection: jest would fail the test on one.
    expect(code.preload()).toBeUndefined();
    await Promise.resolve();
    await Promise.resolve();
    expect(importer).toHaveBeenCalledTimes(1);
    code.preload();
    code.preload();
    expect(await code.load()).toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
