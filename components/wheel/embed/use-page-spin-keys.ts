'use client';

import { useEffect, useRef } from 'react';

function onPage(target: EventTarget | null): boolean {
  return target === document.body || target === document.documentElement || target === null;
}

/**
 * Space or Enter spins when nothing on the page has focus, as when a frame has just been clicked
 * into or a streaming program passes keys to its browser source. A focused control (the wheel,
 * the spin button, the winner card's buttons) answers its own keys.
 */
export function usePageSpinKeys(spin: () => void): void {
  const spinRef = useRef(spin);
  useEffect(() => {
    spinRef.current = spin;
  }, [spin]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key !== ' ' && event.key !== 'Enter') || event.repeat || event.defaultPrevented || !onPage(event.target)) return;
      event.preventDefault();
      spinRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
