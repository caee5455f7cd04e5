import { act, renderHook } from '@testing-library/react';
import { useDrawLoadStatus, useDrawStore } from '@/components/wheel/draw/lazy-draw-store';
import { DRAW_KEY } from '@/lib/draw/wheel-slices';

let mockLoads = 0;
// The draw store's code, counted as it loads: `seal` refuses while a draw is under way, as the real one does.
jest.mock('@/lib/draw/draw-store', () => {
  mockLoads += 1;
  const { createPersistedStore } = jest.requireActual('@/lib/persist/persisted-store');
  const { persistedField } = jest.requireActual('@/lib/persist/persisted-field');
  const { localArea } = jest.requireActual('@/lib/persist/storage-area');
  type Outcome = { ok: true } | { ok: false; problem: { kind: 'underWay' } };
  type Fake = { underWay: { title: string } | null; seal: (input: { title: string }) => Promise<Outcome> };
  const drawStore = createPersistedStore(
    (set: (patch: Partial<Fake>) => void, get: () => Fake) => ({
      underWay: null,
      seal: async ({ title }: { title: string }): Promise<Outcome> => {
        if (get().underWay) return { ok: false, problem: { kind: 'underWay' } };
        set({ underWay: { title } });
        return { ok: true };
      },
    }),
    [
      persistedField({
        key: 'wheelCheckableDraw',
        area: localArea,
        version: 1,
        label: 'checkable draw',
        decode: (value: unknown) => ({ value, problems: [] }),
        select: ({ underWay }: Fake) => ({ underWay }),
        apply: (stored: object) => stored,
      }),
    ],
  );
  return { __esModule: true, drawStore };
});

describe('useDrawStore before the draw store is loaded', () => {
  it('gives a stand-in with no draw whose seal loads the store and reads storage first, so a stored draw is never replaced', async () => {
    window.localStorage.setItem(DRAW_KEY, JSON.stringify({ underWay: { title: 'Stored' } }));
    const { result } = renderHook(() => ({ store: useDrawStore(), status: useDrawLoadStatus() }));
    const standIn = result.current.store;
    expect(standIn.getState().underWay).toBeNull();
    expect(standIn.getState().finish()).toBeNull();
    expect(mockLoads).toBe(0);

    let sealed: { ok: boolean } | undefined;
    await act(async () => {
      sealed = await standIn.getState().seal({ title: 'New', entries: [], winnersCount: 1 });
    });
    expect(mockLoads).toBe(1);
    expect(sealed?.ok).toBe(false);
    expect(result.current.status).toBe('loaded');
    expect(result.current.store).not.toBe(standIn);
    expect(result.current.store.getState().underWay).toEqual({ title: 'Stored' });
  });
});
