'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '@/components/i18n/use-t';
import { notify } from '@/components/ui/notify';
import { spinEngineCode } from '@/components/wheel/spin/use-spin-motion';
import { winnerChosen } from '@/components/wheel/spin/winner-chosen';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import type { MotionSettings, SpinEngine } from '@/lib/wheel/spin/spin-engine';
import {
  NEXT_WINNER_PAUSE_MS,
  nextSpin,
  shownSlices,
  spinRefusal,
  spinSlices,
  startRound,
  stopRound,
  type LandedWheel,
  type NextWinner,
  type SpinRound,
} from '@/lib/wheel/spin/spin-rounds';
import type { SpinSettings } from '@/lib/wheel/spin/spin-settings';
import { resultsStoreCode } from '@/lib/wheel/results/lazy-results-store';

export interface SpinRoundsInput {
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
  /**
   * Whether each winner joins the visitor's results and gets its toast (the default). The embedded
   * wheel passes false: it shows someone else's wheel and keeps nothing in the visitor's storage.
   */
  keepResults?: boolean;
}

/**
 * The presses of the spin button, wired to React and the engine. What a press
 * and each stop mean is decided in `lib/wheel/spin/spin-rounds.ts`; this hook
 * holds the press under way, starts the engine, records and announces each
 * winner, and times the pause before the next spin of a press.
 */
export function useSpinRounds(engineRef: RefObject<SpinEngine | null>, input: SpinRoundsInput) {
  const { visible: listed, settings, reducedMotion, winnersPerSpin = 1, onWinner, onRoundComplete, nextWinner = null, keepResults = true } = input;
  const t = useT('spin');
  const visible = spinSlices(listed, nextWinner);
  const refusal = spinRefusal(visible, nextWinner);
  // The press under way: read by handlers from the ref, shown from the state; null between presses.
  const roundRef = useRef<SpinRound | null>(null);
  const [round, setRoundState] = useState<SpinRound | null>(null);
  const [landed, setLanded] = useState<LandedWheel | null>(null);
  const [betweenSpins, setBetweenSpins] = useState(false);
  const callbacks = useRef({ onWinner, onRoundComplete });
  const nextWinnerRef = useRef(nextWinner);
  const nextSpinTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Set while a press of a checkable draw waits for the draw's next winner. */
  const waitingForDraw = useRef(false);

  useEffect(() => {
    callbacks.current = { onWinner, onRoundComplete };
  }, [onWinner, onRoundComplete]);
  useEffect(() => {
    nextWinnerRef.current = nextWinner;
  }, [nextWinner]);
  useEffect(() => () => {
    if (nextSpinTimer.current !== null) clearTimeout(nextSpinTimer.current);
  }, []);

  const setRound = useCallback((next: SpinRound | null) => {
    roundRef.current = next;
    setRoundState(next);
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

  /** The next spin of the press under way, or a wait until the draw names its next winner. */
  const launchNext = useCallback(
    (engine: SpinEngine, upcoming: NextWinner | null) => {
      const current = roundRef.current;
      if (!current) return;
      const next = nextSpin(current, upcoming);
      waitingForDraw.current = next === null;
      if (!next) return;
      setRound(next.round);
      setBetweenSpins(false);
      engine.launch('classic', motion(next.round.slices.length, next.winnerIndex));
    },
    [motion, setRound],
  );

  // The draw names its next winner a moment after the last one landed: a waiting press goes on then.
  useEffect(() => {
    const engine = engineRef.current;
    if (waitingForDraw.current && engine) launchNext(engine, nextWinner);
  }, [engineRef, nextWinner, launchNext]);

  const onStop = useCallback(
    (engine: SpinEngine, winnerIndex: number) => {
      const current = roundRef.current ?? startRound('', visible, 1, null);
      const stop = stopRound(current, winnerIndex);
      if (stop.winner) {
        setLanded(stop.landed);
        if (keepResults) {
          const { winner, marks } = stop;
          const at = new Date();
          resultsStoreCode.load().then(
            ({ resultsStore }) => resultsStore.getState().record(winner, at, marks),
            (error: unknown) => console.error('The result could not be kept.', error),
          );
          notify({ title: t('winnerSelected'), description: winnerChosen(t, stop.winner.text) });
        }
        callbacks.current.onWinner?.(stop.winner);
        current.draw?.onLanded();
      }
      if (!stop.next) {
        setRound(null);
        setBetweenSpins(false);
        callbacks.current.onRoundComplete?.(stop.winners);
        return;
      }
      setRound(stop.next);
      setBetweenSpins(true);
      nextSpinTimer.current = setTimeout(() => {
        nextSpinTimer.current = null;
        launchNext(engine, nextWinnerRef.current);
      }, NEXT_WINNER_PAUSE_MS);
    },
    [visible, launchNext, setRound, t, keepResults],
  );

  /** Starts a press: freezes the slices and fixes how many winners it draws. */
  const begin = useCallback(() => {
    setRound(startRound(`${Date.now()}`, visible, winnersPerSpin, nextWinner));
  }, [visible, winnersPerSpin, nextWinner, setRound]);

  /** Read in handlers only: whether a spin or a press of several spins is under way. */
  const isBusy = useCallback(() => (engineRef.current?.busy ?? false) || roundRef.current !== null, [engineRef]);
  const target = nextWinner?.winnerIndex ?? undefined;

  /** The newest `spin`, for a spin asked for before the engine arrived. */
  const latestSpin = useRef<() => void>(() => {});

  /** The spin button and the keyboard: classic or random; a launch in the other modes spins classic-style. */
  const spin = useCallback(() => {
    const engine = engineRef.current;
    if (!engine) {
      // The engine's code is still on its way (a moment after the wheel comes to life): the spin starts once it is there.
      spinEngineCode.load().then(
        () => {
          if (engineRef.current) latestSpin.current();
        },
        () => {},
      );
      return;
    }
    if (isBusy()) return;
    if (refusal === 'no-entries') {
      notify({ title: t('noEntriesTitle'), description: t('noEntriesDescription'), variant: 'destructive' });
      return;
    }
    if (refusal === 'draw-complete') {
      notify({ title: t('drawCompleteTitle'), description: t('drawCompleteDescription') });
      return;
    }
    if (refusal) return;
    begin();
    engine.launch(settings.mode === 'random' ? 'random' : 'classic', motion(visible.length, target));
  }, [engineRef, visible.length, settings.mode, begin, motion, isBusy, refusal, target, t]);

  useEffect(() => {
    latestSpin.current = spin;
  }, [spin]);

  const press = useCallback(() => {
    const engine = engineRef.current;
    if (!engine || refusal || isBusy()) return;
    begin();
    engine.press(motion(visible.length, target));
  }, [engineRef, visible.length, begin, motion, isBusy, refusal, target]);

  const grab = useCallback(
    (pointerDeg: number) => {
      const engine = engineRef.current;
      if (!engine || refusal || isBusy()) return false;
      return engine.grab(pointerDeg, motion(visible.length, target));
    },
    [engineRef, visible.length, motion, isBusy, refusal, target],
  );

  const letGo = useCallback(
    (atMs?: number) => {
      if (engineRef.current?.letGo(atMs)) begin();
    },
    [engineRef, begin],
  );

  const slices = shownSlices(round, landed, nextWinner, visible);

  return { onStop, slices, betweenSpins, spin, press, grab, letGo, isBusy };
}
