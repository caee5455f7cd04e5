'use client';

import { useCallback } from 'react';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { DialogButton } from '@/components/ui/dialog-button';
import { lazyComponent } from '@/components/ui/lazy-component';
import { lazyModule } from '@/lib/browser/lazy-module';
import { pathIn } from '@/lib/i18n/languages';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { hostingStore } from '@/lib/wheel/hosting/hosting-store';
import { themeStore } from '@/lib/wheel/theme/theme-store';
import type { ShareLink } from '@/lib/wheel/share/share-link';

// The link packer, the compressor and the QR encoder load on first use (or when the pointer or
// focus reaches the button), not with the page: nobody shares before the page is up.
// The dialog opens once both have arrived, so its link can be made at once.
const shareLink = lazyModule(() => import('@/lib/wheel/share/share-link'));
const ShareDialog = lazyComponent(() => Promise.all([import('@/components/wheel/share/share-dialog'), shareLink.load()]).then(([m]) => m.ShareDialog));
const loadShare = ShareDialog.preload;

/**
 * The wheel as it is when "Share wheel" is pressed (entries with their pictures while the link
 * stays short enough, theme colours and title), opening on the wheel's page `home`.
 */
async function makeLink(home: string): Promise<ShareLink> {
  const { fittingShareLink, toSharedWheel } = await shareLink.load();
  const wheel = toSharedWheel(hostingStore.getState().title, entriesStore.getState().entries, themeStore.getState());
  return fittingShareLink(new URL(home, window.location.href).href, wheel);
}

function ShareWheelDialog({ onClose }: { onClose: () => void }) {
  const home = pathIn(useLang(), '/');
  const makeHomeLink = useCallback(() => makeLink(home), [home]);
  return <ShareDialog makeLink={makeHomeLink} wheelTitle={hostingStore.getState().title} onClose={onClose} />;
}

/** "Share wheel" and, once pressed, its dialog with the link and QR code. */
export function ShareWheelButton() {
  const t = useT('share');
  return (
    <DialogButton preload={loadShare} dialog={ShareWheelDialog}>
      {t('shareWheel')}
    </DialogButton>
  );
}
