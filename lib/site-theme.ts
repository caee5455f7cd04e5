/** The site's light/dark theme: the stored choice and the script that applies it before first paint. */

export type SiteTheme = 'light' | 'dark';

/** localStorage key of the visitor's own choice; absent means "follow the system". */
export const SITE_THEME_KEY = 'siteTheme';

export function isSiteTheme(value: unknown): value is SiteTheme {
  return value === 'light' || value === 'dark';
}

/**
 * What to store when the visitor asks for a theme: their choice, or null when it
 * is what the system gives anyway, so the site goes back to following the system.
 */
export function themeToStore(wanted: SiteTheme, system: SiteTheme): SiteTheme | null {
  return wanted === system ? null : wanted;
}

/** The theme in use: the stored choice if there is a valid one, else the system's. */
export function activeTheme(stored: unknown, system: SiteTheme): SiteTheme {
  return isSiteTheme(stored) ? stored : system;
}

/**
 * Runs in <head> before the body paints: marks <html> with a stored choice so
 * the CSS shows that theme from the first frame. Without a choice the CSS
 * follows prefers-color-scheme by itself. The text is the same on every page,
 * so one script hash covers it in a Content-Security-Policy.
 */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(SITE_THEME_KEY)});if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
