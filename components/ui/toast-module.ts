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
type ToastBody = (typeof import('@/components/ui/toast-body'))['toastBody'];

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

/**
 * At most this many toasts show at once; a new one closes the oldest. Eight
 * stacked toasts once covered the list's tools and the wheel. A change whose
 * toast closed early is still walked back with "Undo last change".
 */
const MAX_TOASTS_SHOWN = 3;

/** The toasts shown last, oldest first: only these can still be on screen. */
const shown: string[] = [];

/**
 * Runs `show` with the toast function once its code is here (`show` returns
 * the toast's id), then closes the oldest toast beyond MAX_TOASTS_SHOWN. A
 * failed load (a deploy removed it) is logged, never thrown, and the next
 * toast tries again.
 */
export function withToast(show: (toast: Toast, body: ToastBody) => string): void {
  toasts
    .load()
    .then(({ toast, toastBody }) => {
      toasterWatchers.forEach((onChange) => onChange());
      shown.push(show(toast, toastBody));
      while (shown.length > MAX_TOASTS_SHOWN) toast.dismiss(shown.shift());
    })
    .catch((error: unknown) => console.error('A notice could not be shown.', error));
}
