'use client';

import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { EntriesTab } from '@/components/wheel/entries/entries-tab';
import { SidePanel } from '@/components/wheel/side-panel';
import { useReducedMotion } from '@/components/wheel/use-reduced-motion';
import { useWheelHydration } from '@/components/wheel/use-wheel-hydration';
import { useWheelSpin } from '@/components/wheel/use-wheel-spin';
import { WheelStage } from '@/components/wheel/wheel-stage';
import { playWinChime } from '@/lib/wheel/sounds';
import { visibleEntries, type WheelEntry } from '@/lib/wheel/entries';
import { useEntriesStore } from '@/lib/wheel/stores/entries-store';
import { useSpinSettingsStore } from '@/lib/wheel/stores/spin-settings-store';
import { useThemeStore } from '@/lib/wheel/stores/theme-store';
import { pickSpinSettings } from '@/lib/wheel/spin-settings';
import { pickTheme } from '@/lib/wheel/theme';
import { useShallow } from 'zustand/react/shallow';

// Closed tabs on load: their code arrives in the background instead of delaying the first spin.
const ThemeTab = dynamic(() => import('@/components/wheel/theme-tab').then((m) => m.ThemeTab));
const ResultsTab = dynamic(() => import('@/components/wheel/results-tab').then((m) => m.ResultsTab));
const SpinTab = dynamic(() => import('@/components/wheel/spin-tab').then((m) => m.SpinTab));

/** The whole wheel tool: the wheel on one side, the four tabs on the other. */
export function WheelTool() {
  const hydrated = useWheelHydration();
  const entries = useEntriesStore((s) => s.entries);
  const visible = useMemo(() => visibleEntries(entries), [entries]);
  const settings = useSpinSettingsStore(useShallow(pickSpinSettings));
  const theme = useThemeStore(useShallow(pickTheme));
  const reducedMotion = useReducedMotion();
  const [lastWinner, setLastWinner] = useState<WheelEntry | null>(null);

  const spin = useWheelSpin({
    visible,
    settings,
    reducedMotion,
    onWinner: (winner) => {
      setLastWinner(winner);
      if (useThemeStore.getState().soundEnabled) playWinChime();
    },
  });

  return (
    // data-ready marks the moment stored state is in place and every control answers.
    <div data-ready={hydrated ? 'true' : undefined} className="wheel-tool grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <WheelStage spin={spin} mode={settings.mode} theme={theme} lastWinner={lastWinner} />
      <SidePanel
        panels={{
          inputs: <EntriesTab />,
          'spin-settings': (
            <SpinTab spinning={spin.spinning} progress={spin.progress} canSpin={hydrated && visible.length > 0} onSpin={spin.spin} />
          ),
          customize: <ThemeTab />,
          results: <ResultsTab />,
        }}
      />
    </div>
  );
}
