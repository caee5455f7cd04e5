'use client';

import { CustomizePanel } from '@/components/coin/customize-panel';
import { FlipSettingsPanel } from '@/components/coin/flip-settings-panel';
import { ResultsPanel } from '@/components/coin/results-panel';
import { useT } from '@/components/i18n/use-t';
import { SideTabs } from '@/components/ui/side-tabs';

/** Flip, Customize and Results, with Flip open on load. */
export function CoinSidePanel() {
  const t = useT('coin');
  const tabs = [
    { value: 'flip', label: t('flipTab'), content: <FlipSettingsPanel /> },
    { value: 'customize', label: t('customizeTab'), content: <CustomizePanel /> },
    { value: 'results', label: t('resultsTab'), content: <ResultsPanel /> },
  ] as const;
  return <SideTabs label={t('optionsTabs')} defaultValue="flip" look="frosted" tabs={tabs} />;
}
