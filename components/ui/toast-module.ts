/**
 * The toast library, fetched at the first toast rather than with the page:
 * a visitor who never sees a toast never runs its code. The toaster (mounted
 * after start-up) and every toast share the one module instance, so a toast
 * raised before the toaster mounts waits in its store and shows when it does.
 */
type Toast = (typeof import('react-hot-toast'))['default'];

let loading: Promise<Toast> | undefined;

/** Runs `show` with the toast function once its code is here; a failed load (a deploy removed it) is logged, never thrown. */
export function withToast(show: (toast: Toast) => void): void {
  loading ??= import('react-hot-toast').then((m) => m.default);
  loading.then(show).catch((error: unknown) => {
    loading = undefined;
    console.error('A notice could not be shown.', error);
  });
}
