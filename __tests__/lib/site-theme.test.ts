import { activeTheme, isSiteTheme, SITE_THEME_KEY, THEME_INIT_SCRIPT, themeToStore } from '@/lib/site-theme';

describe('themeToStore', () => {
  it('stores a choice that differs from the system', () => {
    expect(themeToStore('dark', 'light')).toBe('dark');
    expect(themeToStore('light', 'dark')).toBe('light');
  });

  it('stores nothing when the choice is what the system gives, so the site follows the system again', () => {
    expect(themeToStore('dark', 'dark')).toBeNull();
    expect(themeToStore('light', 'light')).toBeNull();
  });
});

describe('activeTheme', () => {
  it('uses a valid stored choice over the system', () => {
    expect(activeTheme('dark', 'light')).toBe('dark');
    expect(activeTheme('light', 'dark')).toBe('light');
  });

  it('follows the system when nothing valid is stored', () => {
    for (const stored of [null, undefined, '', 'system', 'DARK', 1]) {
      expect(isSiteTheme(stored)).toBe(false);
      expect(activeTheme(stored, 'dark')).toBe('dark');
    }
  });
});

describe('THEME_INIT_SCRIPT', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  const run = () => new Function(THEME_INIT_SCRIPT)();

  it('marks <html> with a stored choice', () => {
    localStorage.setItem(SITE_THEME_KEY, 'dark');
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('leaves <html> unmarked for a missing or unknown value, so the system setting applies', () => {
    run();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    localStorage.setItem(SITE_THEME_KEY, '"><img src=x>');
    run();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('does not throw when storage refuses to be read', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(run).not.toThrow();
    spy.mockRestore();
  });
});
