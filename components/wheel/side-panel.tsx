'use client';

import type { ReactNode } from 'react';
import { useT } from '@/components/i18n/use-t';
import { SideTabs } from '@/components/ui/side-tabs';

export type PanelTab = 'inputs' | 'spin-settings' | 'customize' | 'results';

const TABS = [
  { value: 'inputs', label: 'entriesTab' },
  { value: 'spin-settings', label: 'spinTab' },
  { value: 'customize', label: 'themeTab' },
  { value: 'results', label: 'resultsTab' },
] as const satisfies readonly { value: PanelTab; label: string }[];

/** The four side tabs of the wheel page; Entries is open on load. */
export function SidePanel({ panels }: { panels: Record<PanelTab, ReactNode> }) {
  const t = useT('wheel');
  return (
    <SideTabs
      label={t('tabsLabel')}
      defaultValue="inputs"
      tabs={TABS.map((tab) => ({ value: tab.value, label: t(tab.label), content: panels[tab.value] }))}
    />
  );
}
