'use client';

import toast, { Toaster } from 'react-hot-toast';

/** The toast function, from the same chunk as the toaster: the first toast brings both (toast-module). */
export { toast };

/**
 * The one toaster of the site. react-hot-toast renders each toast in a
 * role="status" live region (role="alert" for errors), so screen readers
 * announce them without extra wiring.
 */
function SiteToaster() {
  return (
    <Toaster
      position="top-center"
      gutter={8}
      toastOptions={{
        duration: 4000,
        className: 'text-sm',
        // Theme tokens, so toasts read in the dark theme too.
        style: { maxWidth: '28rem', background: 'var(--color-surface)', color: 'var(--color-fg)' },
      }}
    />
  );
}

/** The toaster as LazySiteToaster shows it once this chunk is here. */
export const siteToaster = <SiteToaster />;
