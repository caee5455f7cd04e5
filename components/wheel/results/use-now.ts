'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** Wakes just after each boundary, so every wake-up sees a new snapshot despite timer jitter. */
const WAKE_AFTER_BOUNDARY_MS = 50;

/**
 * The current time, moving in whole steps of `intervalMs`, for labels such as
 * "5m ago" that only need to change now and then.
 *
 * The snapshot is the time rounded down to the interval, so it stays the same
 * between ticks (useSyncExternalStore re-renders only when it changes). The
 * server and hydration snapshot is the epoch: it renders the same everywhere,
 * and nothing that uses it is on screen before hydration (the wheel's results
 * arrive from sessionStorage after it).
 */
export function useNow(intervalMs: number): Date {
  const subscribe = useCallback(
    (onTick: () => void) => {
      let timer: ReturnType<typeof setTimeout>;
      const schedule = () => {
        const wait = intervalMs - (Date.now() % intervalMs) + WAKE_AFTER_BOUNDARY_MS;
        timer = setTimeout(() => {
          onTick();
          schedule();
        }, wait);
      };
      schedule();
      return () => clearTimeout(timer);
    },
    [intervalMs],
  );
  const nowMs = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / intervalMs) * intervalMs,
    () => 0,
  );
  return new Date(nowMs);
}
