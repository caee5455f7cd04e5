import { act, renderHook, waitFor } from '@testing-library/react';
import { useSlicePictures } from '@/components/wheel/stage/use-slice-pictures';

// jsdom decodes no images: each picture "decodes" when the test says so, into a stand-in object.
const decodes = new Map<string, () => void>();
const calls: string[] = [];
jest.mock('@/lib/wheel/stage/picture-cache', () => {
  const actual = jest.requireActual('@/lib/wheel/stage/picture-cache');
  return {
    createPictureCache: () =>
      actual.createPictureCache((url: string) => {
        calls.push(url);
        return new Promise((resolve) => decodes.set(url, () => resolve({ decoded: url })));
      }),
  };
});

const RED = 'data:image/png;base64,UkVE';
const BLUE = 'data:image/png;base64,QkxVRQ==';
const entry = (text: string, image?: string) => ({ text, color: '#4ECDC4', ...(image ? { image } : {}) });

async function decode(url: string) {
  // The cache's code arrives a moment after the first list with a picture: its decoding starts then.
  await waitFor(() => expect(decodes.has(url)).toBe(true));
  await act(async () => {
    decodes.get(url)?.();
  });
}

describe('useSlicePictures', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('gives the slices at once without pictures, then once more with them all when they have decoded', async () => {
    const entries = [entry('Red', RED), entry('Plain'), entry('Blue', BLUE)];
    const { result } = renderHook(() => useSlicePictures(entries));
    expect(result.current.map((slice) => slice.picture)).toEqual([undefined, undefined, undefined]);
    await decode(RED);
    expect(result.current.map((slice) => slice.picture)).toEqual([undefined, undefined, undefined]);
    await decode(BLUE);
    expect(result.current.map((slice) => slice.picture)).toEqual([{ decoded: RED }, undefined, { decoded: BLUE }]);
    expect(result.current.map((slice) => slice.text)).toEqual(['Red', 'Plain', 'Blue']);
  });

  it('paints a picture already decoded at once, without decoding it again', () => {
    // RED decoded in the test before: the page's cache outlives a wheel.
    const entries = [entry('Red again', RED)];
    const { result } = renderHook(() => useSlicePictures(entries));
    expect(result.current[0]?.picture).toEqual({ decoded: RED });
    expect(calls).toEqual([]);
  });

  it('hands a list without pictures, or of more than 100 entries, on as it is, decoding nothing', () => {
    const plain = [entry('A'), entry('B')];
    expect(renderHook(() => useSlicePictures(plain)).result.current).toBe(plain);
    const many = Array.from({ length: 101 }, (_, i) => entry(String(i), `data:image/png;base64,${i}AAA`));
    expect(renderHook(() => useSlicePictures(many)).result.current).toBe(many);
    expect(calls).toEqual([]);
  });
});
