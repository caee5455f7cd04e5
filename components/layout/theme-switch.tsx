'use client';

import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { Switch } from '@/components/ui/switch';
import { useSiteTheme } from '@/components/layout/use-site-theme';
import { useTexts } from '@/components/i18n/language-provider';

/** The header's theme switch: an icon button that shows the theme in use. */
export function ThemeSwitch() {
  const { theme, setTheme } = useSiteTheme();
  const label = useTexts('shell').darkTheme;
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={label}
      title={label}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className="rounded-md p-2 text-muted hover:bg-surface-strong hover:text-fg"
    >
      {dark ? <MoonIcon className="h-5 w-5" /> : <SunIcon className="h-5 w-5" />}
    </button>
  );
}

/** The same switch with its label written out, for the mobile menu. */
export function ThemeSwitchRow() {
  const { theme, setTheme } = useSiteTheme();
  const label = useTexts('shell').darkTheme;
  return <Switch label={label} checked={theme === 'dark'} onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')} />;
}
