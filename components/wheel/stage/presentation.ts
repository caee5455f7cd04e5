'use client';

import { useLayoutEffect, useSyncExternalStore } from 'react';
import { modalDialogOpen } from '@/lib/browser/modal-open';

/**
 * "Fullscreen" where the browser has no Fullscreen API for page elements
 * (Safari on iPhone): the stage fills the window instead, a presentation
 * mode with the same look, left with "Exit fullscreen" or Escape. The stage
 * and its button read this one flag; the stage hands it to the canvas's sizing.
 */
let presenting = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setPresenting(next: boolean): void {
  if (presenting === next) return;
  presenting = next;
  listeners.forEach((listener) => listener());
}

/** Whether the stage fills the window in presentation mode; false in the exported HTML. */
export function usePresenting(): boolean {
  return useSyncExternalStore(subscribe, () => presenting, () => false);
}

/** While presenting: Escape leaves, as it leaves real fullscreen, and the page under the stage does not scroll. */
export function usePresentationKeys(active: boolean): void {
  // From before the stage is painted filling the window: an Escape pressed as soon as it shows leaves.
  useLayoutEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !modalDialogOpen()) setPresenting(false);
    };
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.documentElement.style.overflow = overflow;
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
}
