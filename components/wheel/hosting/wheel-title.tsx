'use client';

import { useHostingStore } from '@/components/wheel/use-wheel-stores';

/** The host's title over the wheel (or the locked title given instead), in its own writing direction; nothing when there is none. */
export function WheelTitle({ lockedTitle }: { lockedTitle: string | null }) {
  const hostTitle = useHostingStore((s) => s.title);
  const title = lockedTitle ?? hostTitle;
  if (title.trim() === '') return null;
  return (
    <p dir="auto" className="w-full text-center text-2xl font-extrabold break-words text-fg [:fullscreen_&]:text-4xl [[data-presenting]_&]:text-4xl">
      {title}
    </p>
  );
}
