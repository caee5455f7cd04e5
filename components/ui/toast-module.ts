/**
 * The toast library, fetched at the first toast rather than with the page:
 * a visitor who never sees a toast never runs its code. The toaster mounts at
 * that first toast too; it and every toast share the one module instance, so
 * a toast raised before the toaster mounts waits in its store and shows when
 * it does.
 */
type Toast = (typeof import('react-hot-toast'))['default'];

let loading: Promise<Toast> | undefined;
const toastWatchers = new Set<() => void>();

/** Whether any toast has been asked for on this page (the toaster is needed from then on). */
export function toastsWanted(): boolean {
  return loading !== undefined;
}

export function watchToastsWanted(onChange: () => void): () => void {
  toastWatchers.add(onChange);
  return () => toastWatchers.delete(onChange);
}

/** Runs `show` with the toast function once its code is here; a failed load (a deploy removed it) is logged, never thrown. */
export function withToast(show: (toast: Toast) => void): void {
  if (!loading) {
    loading = import('react-hot-toast').then((m) => m.default);
    toastWatchers.forEach((onChange) => onChange());
  }
  loading.then(show).catch((error: unknown) => {
    loading = undefined;
    console.error('A notice could not be shown.', error);
  });
}
