'use client';

import { useEffect } from 'react';
import { linkAddressPart } from '@/components/wheel/share/link-address';
import { lazyModule } from '@/lib/browser/lazy-module';
import { isShareFragment } from '@/lib/wheel/share/share-fragment';
import type { Translate } from '@/lib/i18n/messages';

const sharedWheelOpener = lazyModule(() => import('@/components/wheel/share/open-shared-wheel'));

/**
 * Once stored state is in place, a shared wheel in the address (`/#w=...`)
 * replaces it; so does one pasted later into the same tab's address bar.
 * The decoder loads only when such a link is there. `t` phrases the notices;
 * the address is tidied back to the wheel's page `home`.
 */
export function useSharedWheelLink(hydrated: boolean, t: Translate<'share'>, home: string): void {
  useEffect(() => {
    if (!hydrated) return;
    const openFromAddress = () => {
      const hash = linkAddressPart('hash');
      if (!isShareFragment(hash)) return;
      sharedWheelOpener
        .load()
        .then(({ openSharedWheel }) => openSharedWheel(hash, t, home))
        .catch((error: unknown) => console.error('Could not open the shared wheel.', error));
    };
    openFromAddress();
    window.addEventListener('hashchange', openFromAddress);
    return () => window.removeEventListener('hashchange', openFromAddress);
  }, [hydrated, t, home]);
}
