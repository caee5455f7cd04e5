'use client';

import { useEffect, useMemo, useState } from 'react';
import { PanelBoundary } from '@/components/layout/panel-boundary';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useIdlePreload } from '@/components/ui/use-idle-preload';
import { EntriesTab } from '@/components/wheel/entries/entries-tab';
import { SidePanel } from '@/components/wheel/side-panel';
import { useDrawLoadStatus } from '@/components/wheel/draw/lazy-draw-store';
import { useDrawNextWinner, useDrawTitle } from '@/components/wheel/draw/use-checkable-draw';
import { WheelHostingBar } from '@/components/wheel/hosting/wheel-hosting-bar';
import { WheelTitle } from '@/components/wheel/hosting/wheel-title';
import { ShareWheelButton } from '@/components/wheel/share/share-wheel-button';
import { useReducedMotion } from '@/components/wheel/stage/use-reduced-motion';
import { useWheelHydration } from '@/components/wheel/use-wheel-hydration';
import { useHistoryCutNotice } from '@/components/wheel/history/use-history-cut-notice';
import { useReplacedElsewhereNotice } from '@/components/wheel/history/use-replaced-elsewhere-notice';
import { useUndoShortcut } from '@/components/wheel/history/use-undo-shortcut';
import { useSpinShortcut } from '@/components/wheel/spin/use-spin-shortcut';
import { useWheelSpin } from '@/components/wheel/spin/use-wheel-spin';
import { WheelStage } from '@/components/wheel/stage/wheel-stage';
import { audioContext } from '@/lib/browser/audio';
import { playWinChime } from '@/lib/wheel/spin/sounds';
import { listFacts, type WheelEntry } from '@/lib/wheel/entries/entries';
import { useHostingStore, useSpinSettingsStore, useThemeStore, useWheelEntries } from '@/components/wheel/use-wheel-stores';
import { useWinnerCard } from '@/components/wheel/winner/use-winner-card';
import { themeStore } from '@/lib/wheel/theme/theme-store';
import { pickSpinSettings } from '@/lib/wheel/spin/spin-settings';
import { spinRefusal } from '@/lib/wheel/spin/spin-rounds';
import { pickTheme } from '@/lib/wheel/theme/theme';
import { READY_ATTRIBUTE, WHEEL_TOOL_CLASS } from '@/lib/wheel-ready.mjs';
import { useShallow } from 'zustand/react/shallow';

// Closed on load: a tab's code is fetched once the tool is ready and the page idle, so it never delays the first spin.
const ThemeTab = lazyComponent(() => import('@/components/wheel/theme/theme-tab').then((m) => m.ThemeTab));
const ResultsTab = lazyComponent(() => import('@/components/wheel/results/results-tab').then((m) => m.ResultsTab));
const SpinTab = lazyComponent(() => import('@/components/wheel/spin/spin-tab').then((m) => m.SpinTab));
const LATE_TABS = [SpinTab, ThemeTab, ResultsTab];
// Shown only after a spin: its code waits until then.
const WinnerCard = lazyComponent(() => import('@/components/wheel/winner/winner-card').then((m) => m.WinnerCard));

/**
 * Starting Web Audio costs a few tens of milliseconds the first time. Browsers
 * only allow it after a gesture, so do it at the visitor's first press or key
 * (before the click that spins), not in the middle of the first spin's ticks.
 */
function useAudioWarmUp(soundEnabled: boolean) {
  useEffect(() => {
    if (!soundEnabled) return;
    const warm = () => {
      audioContext();
      window.removeEventListener('pointerdown', warm, true);
      window.removeEventListener('keydown', warm, true);
    };
    window.addEventListener('pointerdown', warm, true);
    window.addEventListener('keydown', warm, true);
    return () => {
      window.removeEventListener('pointerdown', warm, true);
      window.removeEventListener('keydown', warm, true);
    };
  }, [soundEnabled]);
}

/** The whole wheel tool: the wheel on one side, the four tabs on the other. */
export function WheelTool() {
  const hydrated = useWheelHydration();
  const entries = useWheelEntries();
  const { visible } = listFacts(entries);
  const settings = useSpinSettingsStore(useShallow(pickSpinSettings));
  const theme = useThemeStore(useShallow(pickTheme));
  const reducedMotion = useReducedMotion();
  useAudioWarmUp(theme.soundEnabled);
  useUndoShortcut();
  useReplacedElsewhereNotice();
  useHistoryCutNotice();
  const [lastWinner, setLastWinner] = useState<WheelEntry | null>(null);
  const winnersPerSpin = useHostingStore((s) => s.winnersPerSpin);
  const card = useWinnerCard();
  const nextWinner = useDrawNextWinner(visible);
  // A sealed draw committed to its title: the title over the wheel and its field show that one, locked, until the draw ends.
  const drawTitle = useDrawTitle();
  // A stored draw must be back before the wheel answers, or a spin could miss it.
  const drawStatus = useDrawLoadStatus();
  const ready = hydrated && drawStatus !== 'loading';
  useIdlePreload(ready, LATE_TABS);
  // The same element on every render: the Entries tab reads its own stores, so the re-render that
  // marks the tool ready (in the start-up task) skips the whole list instead of drawing it again.
  const entriesTab = useMemo(() => <EntriesTab />, []);

  const wheelSpin = useWheelSpin({
    visible,
    settings,
    reducedMotion,
    winnersPerSpin,
    nextWinner,
    onWinner: (winner) => {
      setLastWinner(winner);
      if (themeStore.getState().soundEnabled) playWinChime();
    },
    onRoundComplete: card.onRoundComplete,
  });

  // Every way to start a spin notes what had focus, so the winner card can give it back.
  const { rememberOpener } = card;
  const spin = {
    ...wheelSpin,
    spin: () => {
      rememberOpener();
      wheelSpin.spin();
    },
    press: () => {
      rememberOpener();
      wheelSpin.press();
    },
    grab: (pointerDeg: number) => {
      rememberOpener();
      return wheelSpin.grab(pointerDeg);
    },
  };

  // The card belongs to the last spin: the next one clears it away.
  const { close: closeCard } = card;
  useEffect(() => {
    if (spin.spinning) closeCard();
  }, [spin.spinning, closeCard]);
  useSpinShortcut(spin.spin);

  return (
    // The ready mark: stored state is in place and every control answers.
    <div {...{ [READY_ATTRIBUTE]: ready ? 'true' : undefined }} className={`${WHEEL_TOOL_CLASS} grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]`}>
      <WheelStage
        spin={spin}
        mode={settings.mode}
        theme={theme}
        lastWinner={lastWinner}
        heading={<WheelTitle lockedTitle={drawTitle} />}
        footer={
          <WheelHostingBar lockedTitle={drawTitle}>
            <ShareWheelButton />
          </WheelHostingBar>
        }
        overlay={
          card.winners.length > 0 ? (
            <WinnerCard
              winners={card.winners}
              onHide={card.hide}
              onRemove={card.remove}
              onClose={card.close}
              returnFocusRef={card.openerRef}
              className="relative mx-auto"
            />
          ) : null
        }
      />
      <SidePanel
        panels={{
          inputs: entriesTab,
          'spin-settings': (
            <PanelBoundary>
              <SpinTab
                spinning={spin.spinning}
                progress={spin.progress}
                // During a draw the button waits for the draw's next winner (a version 3 draw's, for its verified round).
                canSpin={ready && spin.slices.length > 0 && spinRefusal(spin.slices, nextWinner) !== 'draw-not-ready'}
                onSpin={spin.spin}
                visibleCount={(nextWinner?.slices ?? visible).length}
              />
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
    </div>
  );
}
