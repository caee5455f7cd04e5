'use client';

import type { ReactNode } from 'react';
import { WheelTitleField } from '@/components/wheel/hosting/wheel-title-field';

/** Under the wheel: its title and what follows it (the way to share it). Out of sight in fullscreen, where only the wheel shows. */
export function WheelHostingBar({ lockedTitle, children }: { lockedTitle: string | null; children?: ReactNode }) {
  return (
    <div className="flex w-full flex-wrap items-end gap-3 [:fullscreen_&]:hidden [[data-presenting]_&]:hidden">
      <WheelTitleField lockedTitle={lockedTitle} />
      {children}
    </div>
  );
}
