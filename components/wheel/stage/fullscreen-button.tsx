'use client';

import { useSyncExternalStore, type RefObject } from 'react';
import { Button } from '@/components/ui/button';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

interface FullscreenButtonProps {
  targetRef: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Shows the wheel (with its title and winner) on the whole screen, for a
 * stream or a projector. Hidden where the browser has no Fullscreen API for
 * page elements (iPhone Safari); Escape leaves, as browsers do by themselves.
 */
export function FullscreenButton({ targetRef, className }: FullscreenButtonProps) {
  // The exported HTML cannot know the browser: the server snapshot keeps the button out until scripts run.
  const supported = useSyncExternalStore(subscribe, () => document.fullscreenEnabled === true, () => false);
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null && document.fullscreenElement === targetRef.current,
    () => false,
  );
  if (!supported) return null;

  const toggle = () => {
    const request = active ? document.exitFullscreen() : targetRef.current?.requestFullscreen();
    // A refusal (no user gesture, a permissions policy) leaves the page as it was.
    request?.catch((error: unknown) => console.error('Fullscreen was refused by the browser.', error));
  };

  return (
    <Button variant="secondary" size="xs" className={className} onClick={toggle}>
      {active ? 'Exit fullscreen' : 'Fullscreen'}
    </Button>
  );
}
