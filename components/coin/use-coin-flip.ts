'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useDefaultLabels } from '@/components/coin/use-default-labels';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { notify } from '@/components/ui/notify';
import { playTone } from '@/lib/browser/audio';
import type { CoinSideId, FlipResult } from '@/lib/coin/coin';
import { flipSoundtrack } from '@/lib/coin/coin-sounds';
import { coinStore } from '@/lib/coin/coin-store';
import { planFlip, type FlipPlan } from '@/lib/coin/flip-animation';
import { createFlipResult, drawSide, sideInSentence } from '@/lib/coin/outcome';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';
import { cryptoSource, type RandomSource } from '@/lib/random';

export interface CoinFlipOptions {
  /** Where the fair bit comes from; tests pass a seeded source. */
  source?: RandomSource;
  now?: () => Date;
}

export interface CoinFlip {
  /** The face up when the coin is at rest. */
  face: CoinSideId;
  /** The flight under way, or null at rest. */
  flight: FlipPlan | null;
  /** The result on display, cleared by a new flip and by reset. */
  result: FlipResult | null;
  flip: () => void;
  reset: () => void;
}

const currentTime = () => new Date();

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Idle -> flipping -> landed, and never two flips at once. The side is drawn when the
 * flip starts (the animation must know where to land) and recorded when the
 * coin comes down. A flip while one runs, or with flipping disabled, does nothing.
 */
export function useCoinFlip({ source = cryptoSource, now = currentTime }: CoinFlipOptions = {}): CoinFlip {
  const [face, setFace] = useState<CoinSideId>('heads');
  const [flight, setFlight] = useState<FlipPlan | null>(null);
  const [result, setResult] = useState<FlipResult | null>(null);
  const landing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const t = useT('coin');
  const { tag: locale, capitalizesNouns } = LANGUAGE_FACTS[useLang()];
  const defaultLabels = useDefaultLabels();

  useEffect(
    () => () => {
      if (landing.current !== null) clearTimeout(landing.current);
    },
    [],
  );

  const flip = useCallback(() => {
    const { settings, theme } = coinStore.getState();
    if (landing.current !== null || !settings.enabled) return;
    const toSide = drawSide(source);
    const plan = planFlip({
      fromSide: face,
      toSide,
      rotations: settings.rotations,
      heightPx: settings.heightPx,
      durationMs: settings.durationMs,
      reducedMotion: prefersReducedMotion(),
    });
    setResult(null);
    setFlight(plan);
    if (theme.soundEnabled) flipSoundtrack(plan.impactsMs).forEach((tone) => playTone(tone));
    landing.current = setTimeout(() => {
      landing.current = null;
      // Labels and colours as they are at landing: the visitor may edit them mid-flight.
      const state = coinStore.getState();
      const record = createFlipResult({ sideId: toSide, labels: state.labels, defaultLabels, theme: state.theme, now: now() });
      state.addResult(record);
      setFace(toSide);
      setFlight(null);
      setResult(record);
      // The toast is titled with the side label and says where the coin landed.
      const label = record.side.label;
      notify({ title: label, description: t('landedToast', { sideInSentence: sideInSentence(label, locale, capitalizesNouns === true) }) });
    }, plan.durationMs);
  }, [face, source, now, defaultLabels, t, locale, capitalizesNouns]);

  const reset = useCallback(() => setResult(null), []);

  return { face, flight, result, flip, reset };
}
