'use client';

import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { setPresenting, usePresenting } from '@/components/wheel/stage/presentation';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

interface FullscreenButtonProps {
  targetRef: RefObject<HTMLElement | null>;
  className?: string;
  /** Told once the button answers (it hydrates after the wheel, see WheelStage). */
  onHydrated?: () => void;
}

/**
 * Shows the wheel (with its title and winner) on the whole screen, for a
 * stream or a projector. Where the browser has no Fullscreen API for page
 * elements (Safari on iPhone) the stage fills the window instead
 * (presentation.ts). Escape leaves either way.
 */
export function FullscreenButton({ targetRef, className, onHydrated }: FullscreenButtonProps) {
  const t = useT('stage');
  useEffect(() => onHydrated?.(), [onHydrated]);
  // The exported HTML cannot know the browser: it assumes the API, and the first render after scripts corrects it.
  const supported = useSyncExternalStore(subscribe, () => document.fullscreenEnabled === true, () => true);
  const inFullscreen = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null && document.fullscreenElement === targetRef.current,
    () => false,
  );
  const presenting = usePresenting();
  const active = supported ? inFullscreen : presenting;

  const toggle = () => {
    if (!supported) {
      setPresenting(!presenting);
      return;
    }
    const request = active ? document.exitFullscreen() : targetRef.current?.requestFullscreen();
    // A refusal (no user gesture, a permissions policy) leaves the page as it was.
    request?.catch((error: unknown) => console.error('Fullscreen was refused by the browser.', error));
  };

  return (
    <Button variant="secondary" size="xs" className={className} onClick={toggle}>
      {active ? t('exitFullscreen') : t('fullscreen')}
    </Button>
  );
}
