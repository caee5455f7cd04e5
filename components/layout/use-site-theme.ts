'use client';

import { useSyncExternalStore } from 'react';
import { followOtherTabs, type OtherTabChange } from '@/lib/persist/other-tabs';
import { activeTheme, isSiteTheme, SITE_THEME_KEY, themeToStore, type SiteTheme } from '@/lib/site-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Tells every theme control on the page that the choice changed. */
const CHANGE_EVENT = 'site-theme-change';

function systemTheme(): SiteTheme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Marks <html> with a chosen theme, or clears the mark so the CSS follows the system. */
function applyChoice(choice: string | null): void {
  const root = document.documentElement;
  if (isSiteTheme(choice)) root.dataset.theme = choice;
  else delete root.dataset.theme;
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const onOtherTab = (change: OtherTabChange) => {
    // Another tab changed the choice.
    if (change.key !== SITE_THEME_KEY) return;
    applyChoice(change.newValue);
    onChange();
  };
  media.addEventListener('change', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  const stopFollowing = followOtherTabs(onOtherTab);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
    stopFollowing();
  };
}

/** The inline script has already marked <html> with any stored choice. */
function currentTheme(): SiteTheme {
  return activeTheme(document.documentElement.dataset.theme, systemTheme());
}

function setTheme(wanted: SiteTheme): void {
  const stored = themeToStore(wanted, systemTheme());
  applyChoice(stored);
  try {
    if (stored) window.localStorage.setItem(SITE_THEME_KEY, stored);
    else window.localStorage.removeItem(SITE_THEME_KEY);
  } catch {
    // Storage can be off (private modes, policies): applied to this page, not remembered.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The theme in use and a setter; the static HTML renders the light state, the real one arrives on hydration. */
export function useSiteTheme(): { theme: SiteTheme; setTheme: (theme: SiteTheme) => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
  return { theme, setTheme };
}
