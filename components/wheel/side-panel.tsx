'use client';

import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type PanelTab = 'inputs' | 'spin-settings' | 'customize' | 'results';

const TABS: readonly { value: PanelTab; label: string }[] = [
  { value: 'inputs', label: 'Entries' },
  { value: 'spin-settings', label: 'Spin' },
  { value: 'customize', label: 'Theme' },
  { value: 'results', label: 'Results' },
];

/** The four side tabs of the wheel page; Entries is open on load. */
export function SidePanel({ panels }: { panels: Record<PanelTab, ReactNode> }) {
  return (
    <Tabs.Root defaultValue="inputs" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Tabs.List aria-label="Wheel settings" className="grid grid-cols-4 gap-1 border-b border-slate-200 p-1.5">
        {TABS.map(({ value, label }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value }) => (
        <Tabs.Content key={value} value={value} className="p-4 focus-visible:outline-offset-[-3px]">
          {panels[value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
