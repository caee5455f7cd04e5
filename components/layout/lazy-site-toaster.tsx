'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { toastsWanted, watchToastsWanted } from '@/components/ui/toast-module';

const SiteToaster = dynamic(() => import('@/components/layout/site-toaster').then((m) => m.SiteToaster), { ssr: false });

/**
 * The toaster arrives with the page's first toast: most visits to most pages
 * never show one, so its code stays out of their start-up. The toast waits in
 * react-hot-toast's store until the toaster mounts and shows it.
 */
export function LazySiteToaster() {
  const wanted = useSyncExternalStore(watchToastsWanted, toastsWanted, () => false);
  return wanted ? <SiteToaster /> : null;
}
