import { createPictureCache, type DecodePicture } from '@/lib/wheel/stage/picture-cache';

/** A decoder a test settles by hand, counting how often each picture was decoded. */
function manualDecoder() {
  const calls: string[] = [];
  const settle = new Map<string, { ok: (picture: CanvasImageSource) => void; fail: (error: Error) => void }>();
  const decode: DecodePicture = (url) => {
    calls.push(url);
    return new Promise((ok, fail) => settle.set(url, { ok, fail }));
  };
  return { decode, calls, settle };
}

const picture = (name: string) => ({ name }) as unknown as CanvasImageSource;

describe('createPictureCache', () => {
  it('has nothing until a picture has decoded, then gives it without decoding it again', async () => {
    const { decode, calls, settle } = manualDecoder();
    const cache = createPictureCache(decode);
    const loading = cache.load(['a', 'a']);
    expect(cache.get('a')).toBeUndefined();
    settle.get('a')?.ok(picture('A'));
    await expect(loading).resolves.toBe(true);
    expect(cache.get('a')).toEqual(picture('A'));
    await expect(cache.load(['a'])).resolves.toBe(false);
    expect(calls).toEqual(['a']);
  });

  it('decodes a picture asked for twice at once only once', async () => {
    const { decode, calls, settle } = manualDecoder();
    const cache = createPictureCache(decode);
    const first = cache.load(['a']);
    const second = cache.load(['a', 'b']);
    settle.get('a')?.ok(picture('A'));
    settle.get('b')?.ok(picture('B'));
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(calls).toEqual(['a', 'b']);
  });

  it('gives up on a picture the browser cannot decode, without trying it again', async () => {
    const { decode, calls, settle } = manualDecoder();
    const cache = createPictureCache(decode);
    const loading = cache.load(['bad']);
    settle.get('bad')?.fail(new Error('EncodingError'));
    await expect(loading).resolves.toBe(false);
    await expect(cache.load(['bad'])).resolves.toBe(false);
    expect(cache.get('bad')).toBeUndefined();
    expect(calls).toEqual(['bad']);
  });

  it('lets the pictures used longest ago go first once it holds 200', async () => {
    const cache = createPictureCache((url) => Promise.resolve(picture(url)));
    const urls = Array.from({ length: 200 }, (_, i) => `p${i}`);
    await cache.load(urls);
    cache.get('p0');
    await cache.load(['new']);
    expect(cache.get('p0')).toBeDefined();
    expect(cache.get('p1')).toBeUndefined();
    expect(cache.get('new')).toBeDefined();
  });
});
