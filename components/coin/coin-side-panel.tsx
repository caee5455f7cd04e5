'use client';

import { CustomizePanel } from '@/components/coin/customize-panel';
import { FlipSettingsPanel } from '@/components/coin/flip-settings-panel';
import { ResultsPanel } from '@/components/coin/results-panel';
import { SideTabs } from '@/components/ui/side-tabs';

const TABS = [
  { value: 'flip', label: 'Flip', content: <FlipSettingsPanel /> },
  { value: 'customize', label: 'Customize', content: <CustomizePanel /> },
  { value: 'results', label: 'Results', content: <ResultsPanel /> },
] as const;

/** Flip, Customize and Results, with Flip open on load. */
export function CoinSidePanel() {
  return <SideTabs label="Coin options" defaultValue="flip" look="frosted" tabs={TABS} />;
}
