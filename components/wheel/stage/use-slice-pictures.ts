'use client';

import { useEffect, useMemo, useState } from 'react';
import { lazyModule } from '@/lib/browser/lazy-module';
import { MAX_PICTURED_SLICES } from '@/lib/wheel/stage/picture-layout';
import type { Slice } from '@/lib/wheel/stage/paint-wheel';

interface PicturedEntry {
  text: string;
  color: string;
  image?: string;
}

/**
 * The page's decoded pictures, shared by every wheel on it and kept across changes of the list;
 * its code arrives with the first list that has a picture.
 */
const pictureCache = lazyModule(() => import('@/lib/wheel/stage/picture-cache').then(({ createPictureCache }) => createPictureCache()));

/** The data URLs a wheel of these slices would draw: none past MAX_PICTURED_SLICES, where pictures are left out. */
function wantedPictures(entries: readonly PicturedEntry[]): string[] {
  if (entries.length > MAX_PICTURED_SLICES) return [];
  return entries.flatMap((entry) => (entry.image === undefined ? [] : [entry.image]));
}

/**
 * The slices to paint: each entry with its decoded picture where it has one.
 * Pictures not yet decoded are left out, and decoding them gives new slices
 * once, when they are all ready: the wheel shows its slices at once and its
 * pictures a moment later, painted once more rather than on every frame.
 */
export function useSlicePictures(entries: readonly PicturedEntry[]): readonly Slice[] {
  const [decodedCount, setDecodedCount] = useState(0);
  const wanted = useMemo(() => wantedPictures(entries), [entries]);

  useEffect(() => {
    if (wanted.length === 0) return;
    let current = true;
    void pictureCache
      .load()
      .then((pictures) => pictures.load(wanted))
      .then((newlyDecoded) => {
        if (current && newlyDecoded) setDecodedCount((count) => count + 1);
      })
      // Without its code (a dropped connection), the wheel keeps its slices without pictures.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [wanted]);

  return useMemo(() => {
    // decodedCount only tells this memo that the cache has more to give.
    void decodedCount;
    const pictures = pictureCache.current();
    if (wanted.length === 0 || !pictures) return entries;
    return entries.map((entry) => {
      const picture = entry.image === undefined ? undefined : pictures.get(entry.image);
      return picture ? { text: entry.text, color: entry.color, picture } : entry;
    });
  }, [entries, wanted, decodedCount]);
}
