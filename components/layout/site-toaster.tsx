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
        style: { maxWidth: '28rem' },
      }}
    />
  );
}
