'use client';

import { useEffect, useState } from 'react';
import { useT } from '@/components/i18n/use-t';

/** The clock, read again every second: enough for a countdown in whole seconds. */
export function useNowMs(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The time left until `targetMs` as 01:02:03, with the days before it when
 * there are any. A `timer` role: assistive technology reads it when asked,
 * without announcing every second.
 */
export function Countdown({ targetMs, nowMs }: { targetMs: number; nowMs: number }) {
  const t = useT('verify');
  const left = Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
  const days = Math.floor(left / 86_400);
  const clock = `${twoDigits(Math.floor((left % 86_400) / 3600))}:${twoDigits(Math.floor((left % 3600) / 60))}:${twoDigits(left % 60)}`;
  return (
    <span role="timer" aria-label={t('countdownLabel')} className="font-mono tabular-nums">
      {days > 0 ? t('countdownDays', { days, clock }) : clock}
    </span>
  );
}
