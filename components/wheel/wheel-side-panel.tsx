'use client';

import { useStore } from 'zustand';
import { PanelBoundary } from '@/components/layout/panel-boundary';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useIdlePreload } from '@/components/ui/use-idle-preload';
import { EntriesTab } from '@/components/wheel/entries/entries-tab';
import { useHistoryCutNotice } from '@/components/wheel/history/use-history-cut-notice';
import { useReplacedElsewhereNotice } from '@/components/wheel/history/use-replaced-elsewhere-notice';
import { useUndoShortcut } from '@/components/wheel/history/use-undo-shortcut';
import { SidePanel } from '@/components/wheel/side-panel';
import { useLatePartHydrated } from '@/components/wheel/late-parts';
import { spinTabFeed } from '@/components/wheel/spin/spin-tab-feed';
import { resultsStoreCode } from '@/lib/wheel/results/lazy-results-store';

// Closed on load: a tab's code is fetched in the page's idle moments a few seconds after the panel
// answers (START_UP_SETTLED_MS), or at the tap on a tab opened sooner.
const ThemeTab = lazyComponent(() => import('@/components/wheel/theme/theme-tab').then((m) => m.ThemeTab));
// The tab opens on the session's results, read once their code is there.
const ResultsTab = lazyComponent(() => Promise.all([import('@/components/wheel/results/results-tab'), resultsStoreCode.load()]).then(([m]) => m.ResultsTab));
const SpinTab = lazyComponent(() => import('@/components/wheel/spin/spin-tab').then((m) => m.SpinTab));

const LATE_TABS = [SpinTab, ThemeTab, ResultsTab];

/** How long after the panel answers the tabs' code waits: past the start-up, whose every task a phone feels. */
const START_UP_SETTLED_MS = 5_000;

/** The Spin tab with the wheel's spin state, as the wheel tool feeds it. */
function FedSpinTab() {
  const feed = useStore(spinTabFeed);
  return <SpinTab {...feed} />;
}

/**
 * The four side tabs beside the wheel, with the Entries tab open, and the list's undo at the
 * keyboard (Ctrl+Z) with its notices. The wheel tool loads this part in a chunk of its own (the
 * exported page already shows it), so it hydrates in tasks of its own after the wheel's: the
 * first tasks only bring the wheel to life.
 */
export function WheelSidePanel() {
  useLatePartHydrated('side panel');
  useIdlePreload(true, LATE_TABS, START_UP_SETTLED_MS);
  useUndoShortcut();
  useReplacedElsewhereNotice();
  useHistoryCutNotice();
  return (
    <SidePanel
      panels={{
        inputs: <EntriesTab />,
        'spin-settings': (
          <PanelBoundary>
            <FedSpinTab />
          </PanelBoundary>
        ),
        customize: (
          <PanelBoundary>
            <ThemeTab />
          </PanelBoundary>
        ),
        results: (
          <PanelBoundary>
            <ResultsTab />
          </PanelBoundary>
        ),
      }}
    />
  );
}
