'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { cryptoSource } from '@/lib/random';
import type { WheelEntry } from '@/lib/wheel/entries';
import { SpinEngine, type MotionSettings } from '@/lib/wheel/spin-engine';
import type { SpinSettings } from '@/lib/wheel/spin-settings';
import { resultsStore } from '@/lib/wheel/stores/results-store';

export const NO_ENTRIES_NOTICE = {
  title: 'No entries available',
  description: 'Please add some entries to spin the wheel.',
  variant: 'destructive',
} as const;

type RotationListener = (rotationDeg: number) => void;

interface UseWheelSpinInput {
  visible: readonly WheelEntry[];
  settings: SpinSettings;
  reducedMotion: boolean;
  onWinner?: (entry: WheelEntry) => void;
}

/**
 * Owns the spin engine for one wheel. While a spin runs, the wheel keeps the
 * entries it started with (`slices`), so an edit mid-spin cannot change which
 * slice wins; the winner is that list's entry under the pointer.
 */
export function useWheelSpin({ visible, settings, reducedMotion, onWinner }: UseWheelSpinInput) {
  const [spinning, setSpinning] = useState(false);
  const [progress, setProgress] = useState(0);
  const [frozen, setFrozen] = useState<readonly WheelEntry[] | null>(null);
  const listeners = useRef(new Set<RotationListener>());
  const frozenRef = useRef<readonly WheelEntry[]>(visible);
  const onWinnerRef = useRef(onWinner);
  const lastProgress = useRef(0);

  useEffect(() => {
    onWinnerRef.current = onWinner;
  }, [onWinner]);

  const engineRef = useRef<SpinEngine | null>(null);

  useEffect(() => {
    const engine = new SpinEngine(
      {
        now: () => performance.now(),
        requestFrame: (cb) => requestAnimationFrame(cb),
        cancelFrame: (handle) => cancelAnimationFrame(handle),
        source: cryptoSource,
      },
      {
        onRotation: (deg) => listeners.current.forEach((listen) => listen(deg)),
        onSpinningChange: setSpinning,
        onProgress: (fraction) => {
          // A re-render per 5% is plenty for a progress bar.
          if (fraction === 0 || fraction === 1 || fraction - lastProgress.current >= 0.05) {
            lastProgress.current = fraction;
            setProgress(fraction);
          }
        },
        onComplete: (winnerIndex) => {
          const winner = frozenRef.current[winnerIndex];
          setFrozen(null);
          if (!winner) return;
          resultsStore.getState().record(winner);
          notify({ title: 'Winner Selected!', description: `${winner.text} was chosen.` });
          onWinnerRef.current?.(winner);
        },
      },
    );
    engineRef.current = engine;
    return () => engine.dispose();
  }, []);

  const motion = useCallback(
    (): MotionSettings => ({
      sliceCount: visible.length,
      minVelocity: settings.minVelocity,
      maxVelocity: settings.maxVelocity,
      accelerationRate: settings.accelerationRate,
      decelerationRate: settings.decelerationRate,
      reducedMotion,
    }),
    [visible.length, settings, reducedMotion],
  );

  const freeze = useCallback(() => {
    frozenRef.current = visible;
    setFrozen(visible);
  }, [visible]);

  /** The spin button and the keyboard: classic or random; a launch in the other modes spins classic-style. */
  const spin = useCallback(() => {
    const engine = engineRef.current;
    if (!engine || engine.busy) return;
    if (visible.length === 0) {
      notify(NO_ENTRIES_NOTICE);
      return;
    }
    freeze();
    engine.launch(settings.mode === 'random' ? 'random' : 'classic', motion());
  }, [visible.length, settings.mode, freeze, motion]);

  const press = useCallback(() => {
    const engine = engineRef.current;
    if (!engine || visible.length === 0 || engine.busy) return;
    freeze();
    engine.press(motion());
  }, [visible.length, freeze, motion]);

  const grab = useCallback(
    (pointerDeg: number) => {
      const engine = engineRef.current;
      if (!engine || visible.length === 0 || engine.busy) return false;
      return engine.grab(pointerDeg, motion());
    },
    [visible.length, motion],
  );

  const letGo = useCallback(() => {
    frozenRef.current = visible;
    if (engineRef.current?.letGo()) setFrozen(visible);
  }, [visible]);

  const release = useCallback(() => engineRef.current?.release(), []);
  const drag = useCallback((pointerDeg: number) => engineRef.current?.drag(pointerDeg), []);
  /** Read in handlers only: whether a spin is under way, a drag is in progress, and the rotation. */
  const isBusy = useCallback(() => engineRef.current?.busy ?? false, []);
  const isDragging = useCallback(() => engineRef.current?.dragging ?? false, []);
  const rotationDeg = useCallback(() => engineRef.current?.rotationDeg ?? 0, []);

  const onRotation = useCallback((listener: RotationListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const slices = useMemo(() => frozen ?? visible, [frozen, visible]);

  return { spinning, progress, slices, spin, press, release, grab, drag, letGo, onRotation, isBusy, isDragging, rotationDeg };
}
