'use client';

import { useLayoutEffect, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { notify, type Notice } from '@/components/ui/notify';
import { followOtherTabs } from '@/lib/persist/other-tabs';
import type { Persistence } from '@/lib/persist/persisted-store';
import { newerVersionData } from '@/lib/persist/persisted-field';
import { storageRefusals, type WriteRefusal } from '@/lib/persist/storage-area';
import { ENTRIES_KEY } from '@/lib/wheel/entries/entries-key';
import type { Translate } from '@/lib/i18n/messages';

/** A store kept in storage, or one whose code loads late and hydrates as it arrives (the checkable draw). */
export interface Hydratable {
  persistence: Persistence;
}

/** A notice that changes what the visitor can count on: shown once per page load, however often a tool mounts. */
function noticeOncePerLoad(): (notice: Notice) => void {
  let shown = false;
  return (notice) => {
    if (shown) return;
    shown = true;
    notify(notice);
  };
}

/** The browser refuses to keep what the visitor does: one value too big, or everything. */
const showRefusalOnce = noticeOncePerLoad();

/** Another tab runs a newer version of the site, whose saved data this page leaves alone. */
const showNewerVersionOnce = noticeOncePerLoad();

/**
 * What is true after the first refused write: a list too long for storage is
 * kept for this page while everything else is saved, and a reload brings back
 * the list saved before it (or the starting list); any other value too big is
 * kept for this page; storage that takes nothing keeps nothing.
 */
function refusalNotice(t: Translate<'ui'>, { key, tooBig, earlierKept }: WriteRefusal): Notice {
  // Longer than other notices: it changes what the visitor can count on.
  const shown = { variant: 'destructive', durationMs: 12_000 } as const;
  if (tooBig && key === ENTRIES_KEY) {
    return { ...shown, title: t('listTooBigTitle'), description: t('listTooBigDescription', { reload: earlierKept ? 'saved' : 'starting' }) };
  }
  if (tooBig) return { ...shown, title: t('tooBigTitle'), description: t('tooBigDescription') };
  return { ...shown, title: t('notSavedTitle'), description: t('notSavedDescription') };
}

function newerVersionNotice(t: Translate<'ui'>): Notice {
  return {
    title: t('newerVersionTitle'),
    description: t('newerVersionDescription'),
    variant: 'destructive',
    durationMs: Infinity,
    action: { label: t('reload'), run: () => window.location.reload() },
  };
}

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
  const t = useT('ui');

  useLayoutEffect(() => {
    stores.forEach((store) => store.persistence.hydrate());
    afterHydrate?.();
    // Deliberate: an update made in a layout effect renders before paint, which is what hides the defaults.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    const unsubscribe = storageRefusals.subscribe((refusal) => showRefusalOnce(refusalNotice(t, refusal)));
    const stopNewer = newerVersionData.subscribe(() => showNewerVersionOnce(newerVersionNotice(t)));
    const stopFollowing = followOtherTabs((change) => stores.forEach((store) => store.persistence.followStorageEvent(change)));
    return () => {
      unsubscribe();
      stopNewer();
      stopFollowing();
    };
    // The stores, the callback and the page's language are fixed for the page; hydrating again on a new array would undo edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return hydrated;
}
