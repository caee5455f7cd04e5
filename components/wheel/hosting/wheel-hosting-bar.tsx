'use client';

import dynamic from 'next/dynamic';
import { buttonClass } from '@/components/ui/button';
import { WheelTitleField } from '@/components/wheel/hosting/wheel-title-field';

// The link builder, the compressor and the QR encoder stay out of the page's first scripts.
const ShareWheelButton = dynamic(() => import('@/components/wheel/hosting/share-wheel-button').then((m) => m.ShareWheelButton), {
  ssr: false,
  loading: () => (
    <button type="button" disabled className={buttonClass({ variant: 'secondary' })}>
      Share wheel
    </button>
  ),
});

/** Under the wheel: its title and the way to share it. Out of sight in fullscreen, where only the wheel shows. */
export function WheelHostingBar() {
  return (
    <div className="flex w-full flex-wrap items-end gap-3 [:fullscreen_&]:hidden">
      <WheelTitleField />
      <ShareWheelButton />
    </div>
  );
}
