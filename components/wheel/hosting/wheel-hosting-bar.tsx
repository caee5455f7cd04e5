'use client';

import { ShareWheelButton } from '@/components/wheel/share/share-wheel-button';
import { WheelTitleField } from '@/components/wheel/hosting/wheel-title-field';

/** Under the wheel: its title and the way to share it. Out of sight in fullscreen, where only the wheel shows. */
export function WheelHostingBar() {
  return (
    <div className="flex w-full flex-wrap items-end gap-3 [:fullscreen_&]:hidden [[data-presenting]_&]:hidden">
      <WheelTitleField />
      <ShareWheelButton />
    </div>
  );
}
