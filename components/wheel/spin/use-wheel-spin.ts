'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { winnerChosen } from '@/components/wheel/winner/winner-chosen';
import { cryptoSource } from '@/lib/random';
import type { WheelEntry } from '@/lib/wheel/list/entries';
import type { DrawPlace } from '@/lib/wheel/results';
import { SpinEngine, type MotionSettings } from '@/lib/wheel/spin/spin-engine';
import type { SpinSettings } from '@/lib/wheel/spin/spin-settings';
import { resultsStore } from '@/lib/wheel/stores/results-store';

export const NO_ENTRIES_NOTICE = {
  title: 'No entries available',
  description: 'Please add some entries to spin the wheel.',
  variant: 'destructive',
} as const;

/** The pause between the spins of one press that draws several winners: long enough to read each name. */
export const NEXT_WINNER_PAUSE_MS = 900;

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

/** How often a press that draws several winners looks again for a checkable draw's next winner. */
const NEXT_DRAWN_WINNER_POLL_MS = 50;

interface UseWheelSpinInput {
  visible: readonly WheelEntry[];
  settings: SpinSettings;
  reducedMotion: boolean;
  /** How many different winners one press draws, one spin after another (1 up to the visible count). */
  winnersPerSpin?: number;
  /** Each winner, as the wheel stops on it. */
  onWinner?: (entry: WheelEntry) => void;
  /** Every winner of one press, in draw order, once the last spin of that press has stopped. */
  onRoundComplete?: (winners: readonly WheelEntry[]) => void;
  /** Set while a checkable draw is under way: its slices and its next winner. */
  nextWinner?: NextWinner | null;
}

/** One press of the spin button: how many winners it draws and those drawn so far. */
interface Round {
  id: string;
  of: number;
  winners: WheelEntry[];
}

/**
 * Owns the spin engine for one wheel. While a spin runs, the wheel keeps the
 * entries it started with (`slices`), so an edit mid-spin cannot change which
 * slice wins; the winner is that list's entry under the pointer. A press that
 * draws several winners spins again on the same slices minus those already
 * drawn, so each winner is out of the wheel for the rest of that press.
 */
export function useWheelSpin({
  visible: listed,
  settings,
  reducedMotion,
  winnersPerSpin = 1,
  onWinner,
  onRoundComplete,
  nextWinner = null,
}: UseWheelSpinInput) {
  // A checkable draw replaces the list and fixes the winner; `notReady` holds spins back for the few ms that takes.
  const visible = nextWinner?.slices ?? listed;
  const notReady = nextWinner !== null && nextWinner.winnerIndex === null;
  const nextWinnerRef = useRef(nextWinner);
  const drawnRef = useRef<NextWinner | null>(null);
  // The wheel a drawn spin landed on, shown until the next spin, although its winner has left the draw.
  const [landed, setLanded] = useState<{ slices: readonly WheelEntry[]; commitment: string } | null>(null);
  const [engineSpinning, setEngineSpinning] = useState(false);
  const [betweenSpins, setBetweenSpins] = useState(false);
  const [progress, setProgress] = useState(0);
  const [frozen, setFrozen] = useState<readonly WheelEntry[] | null>(null);
  const listeners = useRef(new Set<RotationListener>());
  const frozenRef = useRef<readonly WheelEntry[]>(visible);
  const callbacks = useRef({ onWinner, onRoundComplete });
  const lastProgress = useRef(0);
  const round = useRef<Round | null>(null);
  const nextSpin = useRef<ReturnType<typeof setTimeout> | null>(null);
  const motionRef = useRef<(sliceCount: number, winnerIndex?: number) => MotionSettings>(() => {
    throw new Error('The wheel is not ready');
  });

  useEffect(() => {
    callbacks.current = { onWinner, onRoundComplete };
  }, [onWinner, onRoundComplete]);
  useEffect(() => {
    nextWinnerRef.current = nextWinner;
  }, [nextWinner]);

  const engineRef = useRef<SpinEngine | null>(null);

  useEffect(() => {
    const finishRound = (current: Round) => {
      round.current = null;
      setBetweenSpins(false);
      setFrozen(null);
      callbacks.current.onRoundComplete?.(current.winners);
    };

    const engine = new SpinEngine(
      {
        now: () => performance.now(),
        requestFrame: (cb) => requestAnimationFrame(cb),
        cancelFrame: (handle) => cancelAnimationFrame(handle),
        source: cryptoSource,
      },
      {
        onRotation: (deg) => listeners.current.forEach((listen) => listen(deg)),
        onSpinningChange: setEngineSpinning,
        onProgress: (fraction) => {
          // A re-render per 5% is plenty for a progress bar.
          if (fraction === 0 || fraction === 1 || fraction - lastProgress.current >= 0.05) {
            lastProgress.current = fraction;
            setProgress(fraction);
          }
        },
        onComplete: (winnerIndex) => {
          const slices = frozenRef.current;
          const winner = slices[winnerIndex];
          const current = round.current ?? { id: '', of: 1, winners: [] };
          if (!winner) {
            finishRound(current);
            return;
          }
          current.winners.push(winner);
          const drawn = drawnRef.current;
          setLanded(drawn ? { slices, commitment: drawn.commitment } : null);
          const place: DrawPlace | undefined = current.of > 1 ? { id: current.id, place: current.winners.length, of: current.of } : undefined;
          resultsStore.getState().record(winner, new Date(), { round: place, draw: drawn ? { commitment: drawn.commitment } : undefined });
          notify({ title: 'Winner Selected!', description: winnerChosen(winner.text) });
          callbacks.current.onWinner?.(winner);
          drawn?.onLanded();

          const rest = slices.filter((_, i) => i !== winnerIndex);
          if (current.winners.length >= current.of || rest.length === 0) {
            finishRound(current);
            return;
          }
          // The next winner of this press: the same wheel without the ones already drawn.
          frozenRef.current = rest;
          setFrozen(rest);
          setBetweenSpins(true);
          const launchNext = () => {
            nextSpin.current = null;
            if (drawn) {
              // A checkable draw: the draw names the next winner among its remaining entries, a moment after the last landed.
              const upcoming = nextWinnerRef.current;
              if (!upcoming || upcoming.winnerIndex === null) {
                nextSpin.current = setTimeout(launchNext, NEXT_DRAWN_WINNER_POLL_MS);
                return;
              }
              drawnRef.current = upcoming;
              frozenRef.current = upcoming.slices;
              setFrozen(upcoming.slices);
              setBetweenSpins(false);
              engine.launch('classic', motionRef.current(upcoming.slices.length, upcoming.winnerIndex));
              return;
            }
            setBetweenSpins(false);
            engine.launch('classic', motionRef.current(rest.length));
          };
          nextSpin.current = setTimeout(launchNext, NEXT_WINNER_PAUSE_MS);
        },
      },
    );
    engineRef.current = engine;
    return () => {
      if (nextSpin.current !== null) clearTimeout(nextSpin.current);
      engine.dispose();
    };
  }, []);

  const motion = useCallback(
    (sliceCount: number, winnerIndex?: number): MotionSettings => ({
      sliceCount,
      winnerIndex,
      minVelocity: settings.minVelocity,
      maxVelocity: settings.maxVelocity,
      accelerationRate: settings.accelerationRate,
      decelerationRate: settings.decelerationRate,
      reducedMotion,
    }),
    [settings, reducedMotion],
  );
  useEffect(() => {
    motionRef.current = motion;
  }, [motion]);

  /** Starts a press: freezes the slices and, with several winners per spin, opens a round. */
  const begin = useCallback(() => {
    drawnRef.current = nextWinner;
    frozenRef.current = visible;
    setFrozen(visible);
    const of = Math.max(1, Math.min(Math.trunc(winnersPerSpin), visible.length));
    round.current = { id: `${Date.now()}`, of, winners: [] };
  }, [visible, winnersPerSpin, nextWinner]);

  const busy = useCallback(() => (engineRef.current?.busy ?? false) || round.current !== null, []);

  /** The spin button and the keyboard: classic or random; a launch in the other modes spins classic-style. */
  const spin = useCallback(() => {
    const engine = engineRef.current;
    if (!engine || busy()) return;
    if (visible.length === 0) {
      notify(NO_ENTRIES_NOTICE);
      return;
    }
    if (notReady) return;
    begin();
    engine.launch(settings.mode === 'random' ? 'random' : 'classic', motion(visible.length, nextWinner?.winnerIndex ?? undefined));
  }, [visible.length, settings.mode, begin, motion, busy, notReady, nextWinner]);

  const press = useCallback(() => {
    const engine = engineRef.current;
    if (!engine || visible.length === 0 || busy() || notReady) return;
    begin();
    engine.press(motion(visible.length, nextWinner?.winnerIndex ?? undefined));
  }, [visible.length, begin, motion, busy, notReady, nextWinner]);

  const grab = useCallback(
    (pointerDeg: number) => {
      const engine = engineRef.current;
      if (!engine || visible.length === 0 || busy() || notReady) return false;
      return engine.grab(pointerDeg, motion(visible.length, nextWinner?.winnerIndex ?? undefined));
    },
    [visible.length, motion, busy, notReady, nextWinner],
  );

  const letGo = useCallback(
    (atMs?: number) => {
      const engine = engineRef.current;
      if (!engine) return;
      frozenRef.current = visible;
      if (engine.letGo(atMs)) begin();
    },
    [visible, begin],
  );

  const release = useCallback(() => engineRef.current?.release(), []);
  const drag = useCallback((pointerDeg: number, atMs?: number) => engineRef.current?.drag(pointerDeg, atMs), []);
  /** Read in handlers only: whether a spin is under way, a drag is in progress, and the rotation. */
  const isBusy = busy;
  const isDragging = useCallback(() => engineRef.current?.dragging ?? false, []);
  const rotationDeg = useCallback(() => engineRef.current?.rotationDeg ?? 0, []);

  const onRotation = useCallback((listener: RotationListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const held = landed && nextWinner?.commitment === landed.commitment ? landed.slices : null;
  const slices = useMemo(() => frozen ?? held ?? visible, [frozen, held, visible]);
  // A press that draws several winners counts as one spin from its first turn to its last stop.
  const spinning = engineSpinning || betweenSpins;

  return { spinning, progress, slices, spin, press, release, grab, drag, letGo, onRotation, isBusy, isDragging, rotationDeg };
}
