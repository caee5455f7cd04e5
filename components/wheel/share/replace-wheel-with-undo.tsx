'use client';

import type { UndoNotice } from '@/components/ui/undo-toast';
import { changeListWithUndo } from '@/components/wheel/history/undo-list';
import { tellOtherTabsListReplaced } from '@/lib/wheel/history/entries-history';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { hostingStore } from '@/lib/wheel/hosting/hosting-store';
import { themeStore } from '@/lib/wheel/theme/theme-store';
import { THEME_COLOR_KEYS, type ThemeColorKey } from '@/lib/wheel/theme/theme';

/** What a shared-wheel link brings: the list, the four theme colours and the title. */
export interface WholeWheel {
  entries: readonly WheelEntry[];
  themeColors: Record<ThemeColorKey, string>;
  title: string;
}

function currentColors(): Record<ThemeColorKey, string> {
  const theme = themeStore.getState();
  return Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, theme[key]])) as Record<ThemeColorKey, string>;
}

function applyLook({ themeColors, title }: Omit<WholeWheel, 'entries'>): void {
  // applyQuick keeps the visitor's own sound choice: a link never turns sound on or off.
  themeStore.getState().applyQuick(themeColors);
  hostingStore.getState().setTitle(title);
}

/**
 * Replaces the list, the theme colours and the title at once (a shared-wheel
 * link) and offers one Undo that puts all three back exactly as they were.
 * Other open tabs are told the list was replaced, with an Undo of their own,
 * and that a shared-wheel link was opened here.
 */
export function replaceWheelWithUndo(next: WholeWheel, notice: UndoNotice): void {
  const previous = { themeColors: currentColors(), title: hostingStore.getState().title };
  applyLook(next);
  // The list's part of Undo is the history's (a later "Undo last change" finds it too); the toast also puts the look back.
  changeListWithUndo(() => entriesStore.getState().replace(next.entries), notice, { alsoUndo: () => applyLook(previous) });
  tellOtherTabsListReplaced('sharedWheel');
}
