'use client';

import { useEffect, useRef } from 'react';
import { modalDialogOpen } from '@/lib/browser/modal-open';

/**
 * Ctrl+Enter (Cmd+Enter on a Mac) spins wherever the focus is, for a host
 * typing names or presenting. Ignored while a modal dialog is open (its
 * controls own the keyboard) and when the key repeats from being held.
 */
export function useSpinShortcut(spin: () => void): void {
  const spinRef = useRef(spin);
  useEffect(() => {
    spinRef.current = spin;
  }, [spin]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.repeat || event.defaultPrevented) return;
      if (modalDialogOpen()) return;
      event.preventDefault();
      spinRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
