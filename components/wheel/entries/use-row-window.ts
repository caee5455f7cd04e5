'use client';

import { useEffect, useState, type RefObject } from 'react';

interface RowWindowInput {
  scrollRef: RefObject<HTMLElement | null>;
  count: number;
  rowPx: number;
  /** Rows rendered beyond each edge of the view, so fast scrolling never shows a gap. */
  overscan: number;
  /** The box's height before it can be measured (server render, first paint). */
  initialHeightPx: number;
  /** Where the box is scrolled to on its first render (a list replacing another keeps its place). */
  initialTopPx?: number;
  /** A row that must stay mounted whatever the scroll (the one being dragged). */
  keepIndex?: number | null;
}

/**
 * Windowing for a list of equal-height rows: only the rows in view, plus a
 * few, are rendered. Equal heights make it a division, so this is the whole
 * virtualizer.
 */
export function useRowWindow({ scrollRef, count, rowPx, overscan, initialHeightPx, initialTopPx = 0, keepIndex }: RowWindowInput): number[] {
  const [view, setView] = useState({ top: initialTopPx, height: initialHeightPx });

  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const measure = () => setView({ top: box.scrollTop, height: box.clientHeight || initialHeightPx });
    // No measure here: reading the box's size as the list mounts would force the whole page's layout
    // in the middle of the task that shows it (the Entries tab opening). The observer reports the
    // size once the frame's own layout is done; until then the rows of `initialHeightPx` are shown.
    box.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [scrollRef, initialHeightPx]);

  const first = Math.max(0, Math.floor(view.top / rowPx) - overscan);
  const last = Math.min(count - 1, Math.ceil((view.top + view.height) / rowPx) + overscan);
  const indexes: number[] = [];
  for (let i = first; i <= last; i += 1) indexes.push(i);
  if (keepIndex != null && keepIndex < count && (keepIndex < first || keepIndex > last)) {
    indexes.push(keepIndex);
    indexes.sort((a, b) => a - b);
  }
  return indexes;
}
