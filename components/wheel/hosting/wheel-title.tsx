'use client';

import { useDrawTitle } from '@/components/wheel/draw/use-checkable-draw';
import { useHostingStore } from '@/components/wheel/use-wheel-stores';

/** The host's title over the wheel (a sealed draw's own while it runs), in its own writing direction; nothing when there is none. */
export function WheelTitle() {
  const hostTitle = useHostingStore((s) => s.title);
  const title = useDrawTitle() ?? hostTitle;
  if (title.trim() === '') return null;
  return (
    <p dir="auto" className="w-full text-center text-2xl font-extrabold break-words text-fg [:fullscreen_&]:text-4xl [[data-presenting]_&]:text-4xl">
      {title}
    </p>
  );
}
