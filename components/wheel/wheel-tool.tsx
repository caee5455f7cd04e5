'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { lateHydratedComponent, lazyComponent } from '@/components/ui/lazy-component';
import { followLateParts, latePartArrived } from '@/components/wheel/late-parts';
import { spinTabFeed } from '@/components/wheel/spin/spin-tab-feed';
import { useDrawLoadStatus } from '@/components/wheel/draw/lazy-draw-store';
import { useDrawNextWinner, useDrawTitle } from '@/components/wheel/draw/use-checkable-draw';
import { WheelTitle } from '@/components/wheel/hosting/wheel-title';
import { useReducedMotion } from '@/components/wheel/stage/use-reduced-motion';
import { useWheelHydration } from '@/components/wheel/use-wheel-hydration';
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

// The tabs beside the wheel: in the exported page from the start, brought to life after the wheel (see WheelSidePanel).
const WheelSidePanel = lateHydratedComponent(() => import('@/components/wheel/wheel-side-panel').then((m) => m.WheelSidePanel));
const WheelStageFooter = lateHydratedComponent(() => import('@/components/wheel/wheel-stage-footer').then((m) => m.WheelStageFooter));
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

const fullscreenButtonHydrated = () => latePartArrived('fullscreen button');

/** The whole wheel tool: the wheel on one side, the four tabs on the other. */
export function WheelTool() {
  const hydrated = useWheelHydration();
  const entries = useWheelEntries();
  const { visible } = listFacts(entries);
  // Each store's whole state changes only when one of its settings does (its actions stay the same).
  const spinSettingsState = useSpinSettingsStore((s) => s);
  const settings = useMemo(() => pickSpinSettings(spinSettingsState), [spinSettingsState]);
  const themeState = useThemeStore((s) => s);
  const theme = useMemo(() => pickTheme(themeState), [themeState]);
  const reducedMotion = useReducedMotion();
  useAudioWarmUp(theme.soundEnabled);
  const [lastWinner, setLastWinner] = useState<WheelEntry | null>(null);
  const winnersPerSpin = useHostingStore((s) => s.winnersPerSpin);
  const card = useWinnerCard();
  const nextWinner = useDrawNextWinner(visible);
  // A sealed draw committed to its title: the title over the wheel and its field show that one, locked, until the draw ends.
  const drawTitle = useDrawTitle();
  // A stored draw must be back before the wheel answers, or a spin could miss it.
  const drawStatus = useDrawLoadStatus();
  const ready = hydrated && drawStatus !== 'loading';
  // The same element on every render: the panel reads its own stores (and the Spin tab the feed
  // below), so no re-render of the tool reaches it, before it has hydrated or after.
  const sidePanel = useMemo(() => <WheelSidePanel />, []);
  const stageFooter = useMemo(() => <WheelStageFooter />, []);
  const toolRef = useRef<HTMLDivElement>(null);

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
    onEngine: () => latePartArrived('spin engine'),
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

  const canSpin = ready && spin.slices.length > 0 && spinRefusal(spin.slices, nextWinner) !== 'draw-not-ready';
  const visibleCount = (nextWinner?.slices ?? visible).length;
  useLayoutEffect(() => {
    spinTabFeed.setState({ spinning: spin.spinning, progress: spin.progress, canSpin, onSpin: spin.spin, visibleCount });
  });

  // The ready mark once the parts that hydrate later answer too; set on the element, so marking it renders nothing again.
  useEffect(
    () =>
      followLateParts((allHydrated) => {
        if (ready && allHydrated) toolRef.current?.setAttribute(READY_ATTRIBUTE, 'true');
        else toolRef.current?.removeAttribute(READY_ATTRIBUTE);
      }),
    [ready],
  );

  return (
    // The ready mark: stored state is in place and every control answers.
    <div ref={toolRef} className={`${WHEEL_TOOL_CLASS} grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]`}>
      <WheelStage
        spin={spin}
        mode={settings.mode}
        theme={theme}
        lastWinner={lastWinner}
        heading={<WheelTitle lockedTitle={drawTitle} />}
        footer={stageFooter}
        onFullscreenButtonHydrated={fullscreenButtonHydrated}
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
      {sidePanel}
    </div>
  );
}
