'use client';

import toast, { Toaster } from 'react-hot-toast';
import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons';

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
        // Still icons of our own: the library's own draw a spinner that turns behind the check or
        // the cross for as long as the toast shows, unseen, and kept a core of a busy test machine
        // working (a phone's battery too) through every notice.
        success: { icon: <CheckCircleIcon className="shrink-0 text-[light-dark(#15803d,#4ade80)]" /> },
        error: { icon: <AlertCircleIcon className="shrink-0 text-[light-dark(#b91c1c,#f87171)]" /> },
      }}
    />
  );
}

/** The toaster as LazySiteToaster shows it once this chunk is here. */
export const siteToaster = <SiteToaster />;
