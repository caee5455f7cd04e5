import { addEntryTexts, afterPendingAdds } from '@/components/wheel/entries/add-entry-texts';
import { undoLastChange } from '@/lib/wheel/history/entries-history';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore } from '@/lib/wheel/entries/entries-store';

const notice = (added: number) => ({ title: 'Entries added', description: `Added ${added}.` });
const texts = () => entriesStore.getState().entries.map((e) => e.text);
const ada: WheelEntry = { id: 'a', text: 'Ada', color: '#123456', visible: true };

afterEach(() => entriesStore.getState().reset());

describe('addEntryTexts', () => {
  it('adds a short list at once', async () => {
    entriesStore.getState().replace([ada]);
    const added = addEntryTexts(['Grace', 'Alan'], notice);
    expect(texts()).toEqual(['Ada', 'Grace', 'Alan']);
    await expect(added).resolves.toBe(2);
  });

  it('lands a long list as one change, one undo step, and an add asked for meanwhile after it', async () => {
    entriesStore.getState().replace([ada]);
    const long = Array.from({ length: 25_000 }, (_, i) => `Name ${i + 1}`);
    const first = addEntryTexts(long, notice);
    // Still being prepared: the list is unchanged, and a short add waits its turn.
    expect(texts()).toEqual(['Ada']);
    const second = addEntryTexts(['Grace'], notice);
    expect(texts()).toEqual(['Ada']);
    await expect(first).resolves.toBe(25_000);
    await expect(second).resolves.toBe(1);
    await afterPendingAdds();
    expect(texts()).toEqual(['Ada', ...long, 'Grace']);
    undoLastChange();
    expect(texts()).toEqual(['Ada', ...long]);
    undoLastChange();
    expect(texts()).toEqual(['Ada']);
  });

  it('adds to the list as it is when it changed while a long add was prepared', async () => {
    entriesStore.getState().replace([ada]);
    const long = Array.from({ length: 25_000 }, (_, i) => `Name ${i + 1}`);
    const first = addEntryTexts(long, notice);
    entriesStore.getState().remove('a');
    await expect(first).resolves.toBe(25_000);
    expect(texts()).toEqual(long);
  });
});
