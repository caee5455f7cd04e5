'use client';

import { showUndoToast, type UndoNotice } from '@/components/ui/undo-toast';
import type { WheelEntry } from '@/lib/wheel/list/entries';
import { entriesStore } from '@/lib/wheel/stores/entries-store';
import { hostingStore } from '@/lib/wheel/stores/hosting-store';
import { themeStore } from '@/lib/wheel/stores/theme-store';
import { THEME_COLOR_KEYS, type ThemeColorKey } from '@/lib/wheel/theme';

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

function apply({ entries, themeColors, title }: WholeWheel): void {
  entriesStore.getState().replace(entries);
  // applyQuick keeps the visitor's own sound choice: a link never turns sound on or off.
  themeStore.getState().applyQuick(themeColors);
  hostingStore.getState().setTitle(title);
}

/**
 * Replaces the list, the theme colours and the title at once (a shared-wheel
 * link) and offers one Undo that puts all three back exactly as they were.
 */
export function replaceWheelWithUndo(next: WholeWheel, notice: UndoNotice): void {
  const previous: WholeWheel = { entries: entriesStore.getState().entries, themeColors: currentColors(), title: hostingStore.getState().title };
  apply(next);
  showUndoToast(notice, () => apply(previous));
}
