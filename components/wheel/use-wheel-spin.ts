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

/** A spin whose winner is chosen before it starts: the next winner of a checkable draw. */
export interface NextWinner {
  /** What the wheel shows instead of the visible entries. */
  slices: readonly WheelEntry[];
  /** The slice to land on; null while it is being worked out, and no spin starts until it is. */
  winnerIndex: number | null;
  /** The draw's commitment, marking the result. */
  commitment: string;
  /** Called once the wheel has landed on the winner, after the result is recorded. */
  onLanded: () => void;
}

interface UseWheelSpinInput {
  visible: readonly WheelEntry[];
  settings: SpinSettings;
  reducedMotion: boolean;
  onWinner?: (entry: WheelEntry) => void;
  nextWinner?: NextWinner | null;
}

/**
 * Owns the spin engine for one wheel. While a spin runs, the wheel keeps the
 * entries it started with (`slices`), so an edit mid-spin cannot change which
 * slice wins; the winner is that list's entry under the pointer.
 */
export function useWheelSpin({ visible: listed, settings, reducedMotion, onWinner, nextWinner = null }: UseWheelSpinInput) {
  // A checkable draw replaces the list and fixes the winner; `notReady` holds spins back for the few ms that takes.
  const visible = nextWinner?.slices ?? listed;
  const notReady = nextWinner !== null && nextWinner.winnerIndex === null;
  const drawnRef = useRef<NextWinner | null>(null);
  // The wheel a drawn spin landed on, shown until the next spin, although its winner has left the draw.
  const [landed, setLanded] = useState<{ slices: readonly WheelEntry[]; commitment: string } | null>(null);
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
          const drawn = drawnRef.current;
          setLanded(drawn ? { slices: frozenRef.current, commitment: drawn.commitment } : null);
          setFrozen(null);
          if (!winner) return;
          resultsStore.getState().record(winner, new Date(), drawn ? { commitment: drawn.commitment } : undefined);
          notify({ title: 'Winner Selected!', description: `${winner.text} was chosen.` });
          onWinnerRef.current?.(winner);
          drawn?.onLanded();
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
      winnerIndex: nextWinner?.winnerIndex ?? undefined,
    }),
    [visible.length, settings, reducedMotion, nextWinner],
  );

  const freeze = useCallback(() => {
    frozenRef.current = visible;
    drawnRef.current = nextWinner;
    setFrozen(visible);
  }, [visible, nextWinner]);

  /** The spin button and the keyboard: classic or random; a launch in the other modes spins classic-style. */
  const spin = useCallback(() => {
    const engine = engineRef.current;
    if (!engine || engine.busy) return;
    if (visible.length === 0) {
      notify(NO_ENTRIES_NOTICE);
      return;
    }
    if (notReady) return;
    freeze();
    engine.launch(settings.mode === 'random' ? 'random' : 'classic', motion());
  }, [visible.length, settings.mode, freeze, motion, notReady]);

  const press = useCallback(() => {
    const engine = engineRef.current;
    if (!engine || visible.length === 0 || engine.busy || notReady) return;
    freeze();
    engine.press(motion());
  }, [visible.length, freeze, motion, notReady]);

  const grab = useCallback(
    (pointerDeg: number) => {
      const engine = engineRef.current;
      if (!engine || visible.length === 0 || engine.busy || notReady) return false;
      return engine.grab(pointerDeg, motion());
    },
    [visible.length, motion, notReady],
  );

  const letGo = useCallback(() => {
    frozenRef.current = visible;
    drawnRef.current = nextWinner;
    if (engineRef.current?.letGo()) setFrozen(visible);
  }, [visible, nextWinner]);

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

  const held = landed && nextWinner?.commitment === landed.commitment ? landed.slices : null;
  const slices = useMemo(() => frozen ?? held ?? visible, [frozen, held, visible]);

  return { spinning, progress, slices, spin, press, release, grab, drag, letGo, onRotation, isBusy, isDragging, rotationDeg };
}
