'use client';

import { useEffect, useState } from 'react';

/** The time now, in milliseconds, read again every second while the component is shown: enough for a countdown in whole seconds. */
export function useNowMs(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return nowMs;
}
