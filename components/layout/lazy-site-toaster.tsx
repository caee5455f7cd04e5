'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { toastsWanted, watchToastsWanted } from '@/components/ui/toast-module';

/**
 * The toaster arrives with the page's first toast: most visits to most pages
 * never show one, so its code stays out of their start-up. The toast waits in
 * react-hot-toast's store until the toaster mounts and shows it. Loaded into
 * state rather than through a Suspense boundary, so showing it never waits on
 * React's timers for revealing suspended content.
 */
export function LazySiteToaster() {
  const wanted = useSyncExternalStore(watchToastsWanted, toastsWanted, () => false);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import('@/components/layout/site-toaster').then(
      (m) => current && setToaster(() => m.SiteToaster),
      (error: unknown) => console.error('The notices could not be loaded.', error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return Toaster ? <Toaster /> : null;
}
