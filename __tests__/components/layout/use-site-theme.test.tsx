import { act, render, screen } from '@testing-library/react';
import { useSiteTheme } from '@/components/layout/use-site-theme';
import { useHydratedStores } from '@/components/persist/use-hydrated-stores';
import { coinStore } from '@/lib/coin/coin-store';
import { SITE_THEME_KEY } from '@/lib/site-theme';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

const STORES = [coinStore];

function Page() {
  useHydratedStores(STORES);
  const { theme } = useSiteTheme();
  return <p>{theme}</p>;
}

const storageCalls = (spy: jest.SpyInstance) => spy.mock.calls.filter(([type]) => type === 'storage').length;

describe('useSiteTheme and the stores, following other tabs', () => {
  beforeAll(() => {
    window.matchMedia = jest.fn(() => ({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList);
  });
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    jest.restoreAllMocks();
  });

  it('hears another tab through one window listener shared with the stores, and lets it go on unmount', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Page />);
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(storageCalls(add)).toBe(1);

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SITE_THEME_KEY, newValue: 'dark', storageArea: window.localStorage }));
    });
    expect(screen.getByText('dark')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');

    const newValue = JSON.stringify({ edgeColor: '#654321', soundEnabled: true });
    window.localStorage.setItem('coinFlipTheme', newValue);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'coinFlipTheme', newValue, storageArea: window.localStorage }));
    });
    expect(coinStore.getState().theme.edgeColor).toBe('#654321');

    unmount();
    expect(storageCalls(remove)).toBe(1);
  });
});
