'use client';

import { useEffect, useState } from 'react';
import { useT } from '@/components/i18n/use-t';

/** A browser runs a longer timeout at once (2^31 - 1 ms is about 24.8 days): a draw up to 30 days ahead is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The clock, read again every second: enough for a countdown in whole seconds. */
function useNowMs(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

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

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The time left until `targetMs` as 01:02:03, with the days before it when
 * there are any. A `timer` role: assistive technology reads it when asked,
 * without announcing every second.
 */
export function Countdown({ targetMs }: { targetMs: number }) {
  const t = useT('verify');
  const nowMs = useNowMs();
  const left = Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
  const days = Math.floor(left / 86_400);
  const clock = `${twoDigits(Math.floor((left % 86_400) / 3600))}:${twoDigits(Math.floor((left % 3600) / 60))}:${twoDigits(left % 60)}`;
  return (
    <span role="timer" aria-label={t('countdownLabel')} className="font-mono tabular-nums">
      {days > 0 ? t('countdownDays', { days, clock }) : clock}
    </span>
  );
}
