import { act, render } from '@testing-library/react';
import { useHydratedStores } from '@/components/persist/use-hydrated-stores';
import { notify } from '@/components/ui/notify';
import { entriesFromTexts } from '@/lib/wheel/entries/entries';
import { entriesStore } from '@/lib/wheel/entries/entries-store';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

// Its own file: the page tells only the first refused write, once per load.
const STORES = [entriesStore];

function Probe() {
  useHydratedStores(STORES);
  return null;
}

describe('a list longer than storage keeps', () => {
  it('is said to be too long to save, with the rest saved and the list saved before it back on reload', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const saved = JSON.stringify(entriesFromTexts(['Saved earlier'], 1));
    localStorage.setItem('wheelEntries', saved);
    const setItem = Storage.prototype.setItem;
    // Room for a list of 1,000 characters; everything else fits.
    const quota = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === 'wheelEntries' && value.length > 1_000) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    try {
      render(<Probe />);
      act(() => entriesStore.getState().replace(entriesFromTexts(Array.from({ length: 40 }, (_, n) => `A name long enough to fill it ${n}`), 2)));
    } finally {
      quota.mockRestore();
      warn.mockRestore();
    }
    expect(localStorage.getItem('wheelEntries')).toBe(saved);
    expect(notify).toHaveBeenCalledTimes(1);
    const [notice] = jest.mocked(notify).mock.calls[0]!;
    expect(notice.title).toBe('This list is too long to save');
    expect(notice.description).toContain('Everything else you change is saved');
    expect(notice.description).toContain('a reload brings back the last list that was saved');
    expect(notice.description).not.toContain('not letting the site store anything');
  });
});
