'use client';

import type { ReactNode } from 'react';
import { SideTabs } from '@/components/ui/side-tabs';

export type PanelTab = 'inputs' | 'spin-settings' | 'customize' | 'results';

const TABS: readonly { value: PanelTab; label: string }[] = [
  { value: 'inputs', label: 'Entries' },
  { value: 'spin-settings', label: 'Spin' },
  { value: 'customize', label: 'Theme' },
  { value: 'results', label: 'Results' },
];

/** The four side tabs of the wheel page; Entries is open on load. */
export function SidePanel({ panels }: { panels: Record<PanelTab, ReactNode> }) {
  return <SideTabs label="Wheel settings" defaultValue="inputs" tabs={TABS.map((tab) => ({ ...tab, content: panels[tab.value] }))} />;
}
