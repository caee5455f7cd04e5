'use client';

import { useEffect, useState } from 'react';
import { FlipSettingsPanel } from '@/components/coin/flip-settings-panel';
import { useT } from '@/components/i18n/use-t';
import { SideTabs } from '@/components/ui/side-tabs';
import { lazyModule } from '@/lib/browser/lazy-module';

// Closed on load: their code is fetched once the page is up, so the page starts with less to run.
// Kept in state as it arrives rather than behind Suspense, so opening a tab never waits on React's
// timers for revealing suspended content.
const latePanels = lazyModule(() => import('@/components/coin/late-panels'));

/** Flip, Customize and Results, with Flip open on load. */
export function CoinSidePanel() {
  const t = useT('coin');
  const [panels, setPanels] = useState(latePanels.current);
  useEffect(() => {
    if (!panels) void latePanels.load().then(setPanels);
  }, [panels]);
  const tabs = [
    { value: 'flip', label: t('flipTab'), content: <FlipSettingsPanel /> },
    { value: 'customize', label: t('customizeTab'), content: panels ? <panels.CustomizePanel /> : null },
    { value: 'results', label: t('resultsTab'), content: panels ? <panels.ResultsPanel /> : null },
  ] as const;
  return <SideTabs label={t('optionsTabs')} defaultValue="flip" look="frosted" tabs={tabs} />;
}
