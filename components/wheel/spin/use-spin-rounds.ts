'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useT } from '@/components/i18n/use-t';
import { notify } from '@/components/ui/notify';
import { winnerChosen } from '@/components/wheel/winner/winner-chosen';
import type { WheelEntry } from '@/lib/wheel/list/entries';
import type { DrawPlace } from '@/lib/wheel/results';
import type { MotionSettings, SpinEngine } from '@/lib/wheel/spin/spin-engine';
import type { SpinSettings } from '@/lib/wheel/spin/spin-settings';
import { resultsStore } from '@/lib/wheel/stores/results-store';

/** The pause between the spins of one press that draws several winners: long enough to read each name. */
const NEXT_WINNER_PAUSE_MS = 900;

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
  /** How many winners the draw still needs: one press never draws more, and none once it is 0. */
  winnersLeft: number;
}

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
}

/** One press of the spin button: how many winners it draws and those drawn so far. */
interface Round {
  id: string;
  of: number;
  winners: WheelEntry[];
}

/**
 * What a spin's stop means. While a press runs, the wheel keeps the entries
 * it started with (`slices`), so an edit mid-spin cannot change which slice
 * wins; the winner is that list's entry under the pointer, recorded and
 * announced. A press that draws several winners spins again on the same
 * slices minus those already drawn; during a checkable draw each next spin
 * waits for the draw to name its winner.
 */
export function useSpinRounds(engineRef: RefObject<SpinEngine | null>, input: SpinRoundsInput) {
  const { visible: listed, settings, reducedMotion, winnersPerSpin = 1, onWinner, onRoundComplete, nextWinner = null } = input;
  const t = useT('spin');
  // A checkable draw replaces the list and fixes the winner; `notReady` holds spins back for the few ms that takes.
  const visible = nextWinner?.slices ?? listed;
  const drawComplete = nextWinner?.winnersLeft === 0;
  const notReady = nextWinner !== null && (nextWinner.winnerIndex === null || drawComplete);
  const drawnRef = useRef<NextWinner | null>(null);
  // The wheel a drawn spin landed on, shown until the next spin, although its winner has left the draw.
  const [landed, setLanded] = useState<{ slices: readonly WheelEntry[]; commitment: string } | null>(null);
  const [betweenSpins, setBetweenSpins] = useState(false);
  const [frozen, setFrozen] = useState<readonly WheelEntry[] | null>(null);
  const frozenRef = useRef<readonly WheelEntry[]>(visible);
  const callbacks = useRef({ onWinner, onRoundComplete });
  const round = useRef<Round | null>(null);
  const nextSpin = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Set while a press of a checkable draw waits for the draw's next winner. */
  const waitingForDrawn = useRef(false);

  useEffect(() => {
    callbacks.current = { onWinner, onRoundComplete };
  }, [onWinner, onRoundComplete]);
  useEffect(() => () => {
    if (nextSpin.current !== null) clearTimeout(nextSpin.current);
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

  const launchDrawn = useCallback(
    (engine: SpinEngine, upcoming: NextWinner & { winnerIndex: number }) => {
      waitingForDrawn.current = false;
      drawnRef.current = upcoming;
      frozenRef.current = upcoming.slices;
      setFrozen(upcoming.slices);
      setBetweenSpins(false);
      engine.launch('classic', motion(upcoming.slices.length, upcoming.winnerIndex));
    },
    [motion],
  );

  // The draw names its next winner a moment after the last one landed: a waiting press goes on then.
  useEffect(() => {
    const engine = engineRef.current;
    if (!waitingForDrawn.current || !engine || !nextWinner || nextWinner.winnerIndex === null) return;
    launchDrawn(engine, { ...nextWinner, winnerIndex: nextWinner.winnerIndex });
  }, [engineRef, nextWinner, launchDrawn]);
  const nextWinnerRef = useRef(nextWinner);
  useEffect(() => {
    nextWinnerRef.current = nextWinner;
  }, [nextWinner]);

  const finishRound = useCallback((current: Round) => {
    round.current = null;
    setBetweenSpins(false);
    setFrozen(null);
    callbacks.current.onRoundComplete?.(current.winners);
  }, []);

  const onStop = useCallback(
    (engine: SpinEngine, winnerIndex: number) => {
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
      notify({ title: t('winnerSelected'), description: winnerChosen(t, winner.text) });
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
      nextSpin.current = setTimeout(() => {
        nextSpin.current = null;
        if (!drawn) {
          setBetweenSpins(false);
          engine.launch('classic', motion(rest.length));
          return;
        }
        const upcoming = nextWinnerRef.current;
        if (upcoming && upcoming.winnerIndex !== null) launchDrawn(engine, { ...upcoming, winnerIndex: upcoming.winnerIndex });
        else waitingForDrawn.current = true;
      }, NEXT_WINNER_PAUSE_MS);
    },
    [finishRound, launchDrawn, motion, t],
  );

  /** Starts a press: freezes the slices and, with several winners per spin, opens a round. */
  const begin = useCallback(() => {
    drawnRef.current = nextWinner;
    frozenRef.current = visible;
    setFrozen(visible);
    const of = Math.max(1, Math.min(Math.trunc(winnersPerSpin), visible.length, nextWinner?.winnersLeft ?? Infinity));
    round.current = { id: `${Date.now()}`, of, winners: [] };
  }, [visible, winnersPerSpin, nextWinner]);

  /** Read in handlers only: whether a spin or a press of several spins is under way. */
  const isBusy = useCallback(() => (engineRef.current?.busy ?? false) || round.current !== null, [engineRef]);
  const target = nextWinner?.winnerIndex ?? undefined;

  /** The spin button and the keyboard: classic or random; a launch in the other modes spins classic-style. */
  const spin = useCallback(() => {
    const engine = engineRef.current;
    if (!engine || isBusy()) return;
    if (visible.length === 0) {
      notify({ title: t('noEntriesTitle'), description: t('noEntriesDescription'), variant: 'destructive' });
      return;
    }
    if (drawComplete) {
      notify({ title: t('drawCompleteTitle'), description: t('drawCompleteDescription') });
      return;
    }
    if (notReady) return;
    begin();
    engine.launch(settings.mode === 'random' ? 'random' : 'classic', motion(visible.length, target));
  }, [engineRef, visible.length, settings.mode, begin, motion, isBusy, notReady, drawComplete, target, t]);

  const press = useCallback(() => {
    const engine = engineRef.current;
    if (!engine || visible.length === 0 || isBusy() || notReady) return;
    begin();
    engine.press(motion(visible.length, target));
  }, [engineRef, visible.length, begin, motion, isBusy, notReady, target]);

  const grab = useCallback(
    (pointerDeg: number) => {
      const engine = engineRef.current;
      if (!engine || visible.length === 0 || isBusy() || notReady) return false;
      return engine.grab(pointerDeg, motion(visible.length, target));
    },
    [engineRef, visible.length, motion, isBusy, notReady, target],
  );

  const letGo = useCallback(
    (atMs?: number) => {
      const engine = engineRef.current;
      if (!engine) return;
      frozenRef.current = visible;
      if (engine.letGo(atMs)) begin();
    },
    [engineRef, visible, begin],
  );

  const held = landed && nextWinner?.commitment === landed.commitment ? landed.slices : null;
  const slices = useMemo(() => frozen ?? held ?? visible, [frozen, held, visible]);

  return { onStop, slices, betweenSpins, spin, press, grab, letGo, isBusy };
}
