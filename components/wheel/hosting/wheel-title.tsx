'use client';

import { useHostingStore } from '@/components/wheel/use-wheel-stores';

/** The host's title over the wheel, in the title's own writing direction; nothing when there is none. */
export function WheelTitle() {
  const title = useHostingStore((s) => s.title);
  if (title.trim() === '') return null;
  return (
    <p dir="auto" className="w-full text-center text-2xl font-extrabold break-words text-fg [:fullscreen_&]:text-4xl">
      {title}
    </p>
  );
}
