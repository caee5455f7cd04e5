'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { entriesStore } from '@/lib/wheel/stores/entries-store';
import { hostingStore } from '@/lib/wheel/stores/hosting-store';
import { themeStore } from '@/lib/wheel/stores/theme-store';

// The link packer, the compressor and the QR encoder load on first use (or when the pointer or
// focus reaches the button), not with the page: nobody shares before the page is up.
const loadShare = () => Promise.all([import('@/components/wheel/hosting/share-dialog'), import('@/lib/wheel/share-link')]);
const ShareDialog = dynamic(() => loadShare().then(([m]) => m.ShareDialog), { ssr: false });

/** The wheel as it is when "Share wheel" is pressed: entries, theme colours and title. */
async function makeLink(): Promise<string> {
  const [, { shareLinkFor, toSharedWheel }] = await loadShare();
  const wheel = toSharedWheel(hostingStore.getState().title, entriesStore.getState().entries, themeStore.getState());
  return shareLinkFor(new URL('/', window.location.href).href, wheel);
}

/** "Share wheel" and, once pressed, its dialog with the link and QR code. */
export function ShareWheelButton() {
  const [sharing, setSharing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadShare()}
        onFocus={() => void loadShare()}
        onClick={() => setSharing(true)}
      >
        Share wheel
      </Button>
      {sharing ? (
        <ShareDialog
          makeLink={makeLink}
          onClose={() => {
            setSharing(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
