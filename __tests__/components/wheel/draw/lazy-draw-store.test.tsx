import { act, render, screen } from '@testing-library/react';
import { useStore } from 'zustand';
import { useHydratedStores } from '@/components/persist/use-hydrated-stores';
import { drawHydration, useDrawLoadStatus, useDrawStore } from '@/components/wheel/draw/lazy-draw-store';
import { DRAW_KEY } from '@/lib/draw/wheel-slices';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

let mockLoads = 0;
// The draw store's code, counted as it loads: a persisted store under the draw's key, without the record checks.
jest.mock('@/lib/draw/draw-store', () => {
  mockLoads += 1;
  const { createPersistedStore } = jest.requireActual('@/lib/persist/persisted-store');
  const { persistedField } = jest.requireActual('@/lib/persist/persisted-field');
  const { localArea } = jest.requireActual('@/lib/persist/storage-area');
  const drawStore = createPersistedStore(
    () => ({ underWay: null, colors: [], finished: null, starting: false, upcoming: null }),
    [
      persistedField({
        key: 'wheelCheckableDraw',
        area: localArea,
        version: 1,
        label: 'checkable draw',
        decode: (value: unknown) => ({ value, problems: [] }),
        select: ({ underWay }: { underWay: unknown }) => ({ underWay }),
        apply: (stored: object) => stored,
      }),
    ],
  );
  return { __esModule: true, drawStore };
});

const stored = (title: string) => JSON.stringify({ underWay: { title } });

/** The wheel's hydration with the draw among its stores, and what the wheel reads of the draw. */
function Wheel() {
  const hydrated = useHydratedStores([drawHydration]);
  const status = useDrawLoadStatus();
  const underWay = useStore(useDrawStore(), (s) => s.underWay);
  return <p>{`${hydrated ? 'hydrated' : 'static'} ${status} ${underWay ? underWay.title : 'no draw'}`}</p>;
}

const otherTab = (newValue: string) => new StorageEvent('storage', { key: DRAW_KEY, newValue, storageArea: window.localStorage });

// One page's life, in order: the store's code is loaded once for the page.
describe('the checkable draw among the wheel stores', () => {
  beforeEach(() => window.localStorage.clear());

  it('loads nothing when no draw is stored: the wheel answers at once and reads "no draw"', async () => {
    const { unmount } = render(<Wheel />);
    expect(screen.getByText('hydrated idle no draw')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(mockLoads).toBe(0);
    unmount();
  });

  it('starts loading a stored draw in the hydration pass, so the wheel waits, then shows it', async () => {
    window.localStorage.setItem(DRAW_KEY, stored('Raffle'));
    const { unmount } = render(<Wheel />);
    // The first commit after hydration already says "loading": no spin can slip in before the draw is back.
    expect(screen.getByText('hydrated loading no draw')).toBeInTheDocument();
    expect(await screen.findByText('hydrated loaded Raffle')).toBeInTheDocument();
    expect(mockLoads).toBe(1);
    unmount();
  });

  it('follows other tabs through the one storage listener while the wheel is there, and stops with it', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    try {
      const { unmount } = render(<Wheel />);
      expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
      act(() => {
        window.dispatchEvent(otherTab(stored('Quiz')));
      });
      expect(screen.getByText('hydrated loaded Quiz')).toBeInTheDocument();
      unmount();
      expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });

  it('once its code is here, hydrates in the same pass as the other stores when the wheel comes back', () => {
    window.localStorage.setItem(DRAW_KEY, stored('Bingo'));
    render(<Wheel />);
    expect(screen.getByText('hydrated loaded Bingo')).toBeInTheDocument();
    expect(mockLoads).toBe(1);
  });
});
