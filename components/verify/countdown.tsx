'use client';

import { useEffect, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { useNowMs } from '@/components/ui/use-now';
import { countdownParts } from '@/lib/draw/countdown';

/** A browser runs a longer timeout at once (2^31 - 1 ms is about 24.8 days): a draw up to 30 days ahead is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** True from `targetMs` on: one timer to the moment, so what depends on it renders once, not every second. */
export function useTimeReached(targetMs: number): boolean {
  const [reached, setReached] = useState(() => Date.now() >= targetMs);
  useEffect(() => {
    if (reached) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const leftMs = targetMs - Date.now();
      if (leftMs <= 0) setReached(true);
      else timer = setTimeout(wait, Math.min(leftMs, MAX_TIMER_MS));
    };
    timer = setTimeout(wait, Math.min(Math.max(0, targetMs - Date.now()), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [targetMs, reached]);
  return reached;
}

/**
 * The time left until `targetMs` as the host's page writes it (1:02:03,
 * 4:59), with the days before it when there are any. A `timer` role: assistive technology reads it when asked,
 * without announcing every second.
 */
export function Countdown({ targetMs }: { targetMs: number }) {
  const t = useT('verify');
  const nowMs = useNowMs();
  const { days, clock } = countdownParts(targetMs - nowMs);
  return (
    <span role="timer" aria-label={t('countdownLabel')} className="font-mono tabular-nums">
      {days > 0 ? t('countdownDays', { days, clock }) : clock}
    </span>
  );
}
