'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { CustomizePanel } from '@/components/coin/customize-panel';
import { FlipSettingsPanel } from '@/components/coin/flip-settings-panel';
import { ResultsPanel } from '@/components/coin/results-panel';

const TABS = [
  { value: 'flip', label: 'Flip', Panel: FlipSettingsPanel },
  { value: 'customize', label: 'Customize', Panel: CustomizePanel },
  { value: 'results', label: 'Results', Panel: ResultsPanel },
] as const;

/** Flip, Customize and Results, with Flip open on load. */
export function CoinSidePanel() {
  return (
    <Tabs.Root defaultValue="flip" className="rounded-2xl border border-white/60 bg-white/90 p-4 shadow-lg backdrop-blur md:p-5">
      <Tabs.List aria-label="Coin options" className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {TABS.map(({ value, label }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} className="mt-5 rounded-lg">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
