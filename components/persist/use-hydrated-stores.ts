'use client';

import { useLayoutEffect, useState } from 'react';
import { notify, type Notice } from '@/components/ui/notify';
import { followOtherTabs } from '@/lib/persist/other-tabs';
import type { Persistence } from '@/lib/persist/persisted-store';
import { newerVersionData } from '@/lib/persist/persisted-field';
import { storageRefusals } from '@/lib/persist/storage-area';

/** A store kept in storage, or one whose code loads late and hydrates as it arrives (the checkable draw). */
export interface Hydratable {
  persistence: Persistence;
}

/** A notice that changes what the visitor can count on: shown once per page load, however often a tool mounts. */
function noticeOncePerLoad(notice: Notice): () => void {
  let shown = false;
  return () => {
    if (shown) return;
    shown = true;
    notify(notice);
  };
}

/** The browser refuses to keep what the visitor does. */
const showRefusalOnce = noticeOncePerLoad({
  title: 'Your changes are not saved',
  description: 'This browser is not letting the site store anything, so the tool works for this visit only and forgets it when you leave.',
  variant: 'destructive',
  // Longer than other notices: it changes what the visitor can count on.
  durationMs: 12_000,
});

/** Another tab runs a newer version of the site, whose saved data this page leaves alone. */
const showNewerVersionOnce = noticeOncePerLoad({
  title: 'A newer version of SpinFair saved your data',
  description: 'This page is older, so it leaves that data as it is and keeps your changes here for this visit only. Reload to use the newer version.',
  variant: 'destructive',
  durationMs: Infinity,
  action: { label: 'Reload', run: () => window.location.reload() },
});

/**
 * Brings stored state into the given stores and keeps them in step with other
 * tabs. Returns true once stored state is in place.
 *
 * Why a layout effect: the exported HTML cannot know what a visitor stored, so
 * it shows the defaults, and the first client render must match it or React
 * reports a hydration mismatch. Stored state is read right after that render,
 * in a layout effect; the state update made there is rendered synchronously,
 * before the browser paints, so the defaults never flash once scripts run.
 * `afterHydrate` runs in the same pass (a template link replacing the list).
 */
export function useHydratedStores(stores: readonly Hydratable[], afterHydrate?: () => void): boolean {
  const [hydrated, setHydrated] = useState(false);

  useLayoutEffect(() => {
    stores.forEach((store) => store.persistence.hydrate());
    afterHydrate?.();
    // Deliberate: an update made in a layout effect renders before paint, which is what hides the defaults.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    const unsubscribe = storageRefusals.subscribe(showRefusalOnce);
    const stopNewer = newerVersionData.subscribe(showNewerVersionOnce);
    const stopFollowing = followOtherTabs((change) => stores.forEach((store) => store.persistence.followStorageEvent(change)));
    return () => {
      unsubscribe();
      stopNewer();
      stopFollowing();
    };
    // The stores and the callback are fixed for the page; hydrating again on a new array would undo edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return hydrated;
}
