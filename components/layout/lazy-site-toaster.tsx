'use client';

import { useSyncExternalStore } from 'react';
import { loadedToaster, watchToaster } from '@/components/ui/toast-module';

/**
 * The toaster arrives with the page's first toast: most visits to most pages
 * never show one, so its code stays out of their start-up. The toast waits in
 * react-hot-toast's store until the toaster mounts and shows it. Mounted as
 * its code arrives (toast-module loads it as a module) rather than as a
 * lazyComponent behind a Suspense boundary, so showing it never waits on
 * React's timers for revealing suspended content.
 */
export function LazySiteToaster() {
  return useSyncExternalStore(watchToaster, loadedToaster, () => null);
}
