'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const BUILD_YEAR = new Date().getFullYear();

/**
 * The static HTML carries the build year; hydration swaps in the visitor's
 * year, so a page built in December still reads right in January.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  return <>{year}</>;
}
