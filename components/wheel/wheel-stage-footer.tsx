'use client';

import { useDrawTitle } from '@/components/wheel/draw/use-checkable-draw';
import { WheelHostingBar } from '@/components/wheel/hosting/wheel-hosting-bar';
import { useLatePartHydrated } from '@/components/wheel/late-parts';
import { ShareWheelButton } from '@/components/wheel/share/share-wheel-button';

/**
 * Under the wheel: the title field (locked to a sealed draw's title while the draw is under
 * way) and Share. The wheel tool loads it in a chunk of its own, so it hydrates after the wheel.
 */
export function WheelStageFooter() {
  useLatePartHydrated('stage footer');
  const drawTitle = useDrawTitle();
  return (
    <WheelHostingBar lockedTitle={drawTitle}>
      <ShareWheelButton />
    </WheelHostingBar>
  );
}
