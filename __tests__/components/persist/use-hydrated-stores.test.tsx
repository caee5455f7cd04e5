import { act, render } from '@testing-library/react';
import { useHydratedStores } from '@/components/persist/use-hydrated-stores';
import { notify } from '@/components/ui/notify';
import { coinStore } from '@/lib/coin/coin-store';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

const STORES = [coinStore];

function Probe() {
  const hydrated = useHydratedStores(STORES);
  return <p>{hydrated ? 'ready' : 'waiting'}</p>;
}

describe('useHydratedStores', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterAll(() => warn.mockRestore());
  beforeEach(() => window.localStorage.clear());

  it('shows stored state on the first commit after hydration', () => {
    window.localStorage.setItem('coinFlipTheme', JSON.stringify({ edgeColor: '#123456' }));
    const { getByText } = render(<Probe />);
    expect(getByText('ready')).toBeInTheDocument();
    expect(coinStore.getState().theme.edgeColor).toBe('#123456');
  });

  it('follows another tab through the storage event', () => {
    render(<Probe />);
    const newValue = JSON.stringify({ edgeColor: '#654321', soundEnabled: true });
    window.localStorage.setItem('coinFlipTheme', newValue);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'coinFlipTheme', newValue, storageArea: window.localStorage }));
    });
    expect(coinStore.getState().theme.edgeColor).toBe('#654321');
  });

  it('tells the visitor once, with an alert that says "not saved", when storage refuses writes', () => {
    render(<Probe />);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      act(() => coinStore.getState().updateTheme({ edgeColor: '#000001' }));
      act(() => coinStore.getState().updateTheme({ edgeColor: '#000002' }));
      act(() => coinStore.getState().clearResults());
    } finally {
      setItem.mockRestore();
    }
    expect(notify).toHaveBeenCalledTimes(1);
    expect(jest.mocked(notify).mock.calls[0]?.[0]).toMatchObject({ title: expect.stringContaining('not saved'), variant: 'destructive' });
    expect(coinStore.getState().theme.edgeColor).toBe('#000002');
  });
});
