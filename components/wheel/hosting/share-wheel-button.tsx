'use client';

import { ShareDialog } from '@/components/wheel/hosting/share-dialog';
import { entriesStore } from '@/lib/wheel/stores/entries-store';
import { hostingStore } from '@/lib/wheel/stores/hosting-store';
import { themeStore } from '@/lib/wheel/stores/theme-store';
import { shareLinkFor, toSharedWheel } from '@/lib/wheel/share-link';

/** The wheel as it is when "Share wheel" is pressed: entries, theme colours and title. */
function makeLink(): Promise<string> {
  const wheel = toSharedWheel(hostingStore.getState().title, entriesStore.getState().entries, themeStore.getState());
  return shareLinkFor(new URL('/', window.location.href).href, wheel);
}

/** "Share wheel" with its link; loaded after the page's first paint, as nobody shares before the page is up. */
export function ShareWheelButton() {
  return <ShareDialog makeLink={makeLink} />;
}
