'use client';

import { Toaster } from 'react-hot-toast';

/**
 * The one toaster of the site. react-hot-toast renders each toast in a
 * role="status" live region (role="alert" for errors), so screen readers
 * announce them without extra wiring.
 */
export function SiteToaster() {
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
