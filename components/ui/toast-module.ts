/**
 * The toast library and the site's toaster, one chunk fetched at the first
 * toast rather than with the page: a visitor who never sees a toast never runs
 * its code. The toaster mounts as that chunk arrives (LazySiteToaster); a
 * toast raised before it mounts waits in the library's store and shows when
 * it does.
 */
import type { ReactNode } from 'react';
import { lazyModule } from '@/lib/browser/lazy-module';

type Toast = (typeof import('react-hot-toast'))['default'];

const toasts = lazyModule(() => import('@/components/ui/site-toaster'));
const toasterWatchers = new Set<() => void>();

/** The toaster once the first toast has brought its code, else null. */
export function loadedToaster(): ReactNode {
  return toasts.current()?.siteToaster ?? null;
}

export function watchToaster(onChange: () => void): () => void {
  toasterWatchers.add(onChange);
  return () => toasterWatchers.delete(onChange);
}

/** Runs `show` with the toast function once its code is here; a failed load (a deploy removed it) is logged, never thrown, and the next toast tries again. */
export function withToast(show: (toast: Toast) => void): void {
  toasts
    .load()
    .then(({ toast }) => {
      toasterWatchers.forEach((onChange) => onChange());
      show(toast);
    })
    .catch((error: unknown) => console.error('A notice could not be shown.', error));
}
