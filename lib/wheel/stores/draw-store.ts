import { readDrawUnderWay, readRecord } from '@/lib/draw/read-record';
import { drawNext, finishDraw, startDraw, type DrawRecord, type DrawUnderWay } from '@/lib/draw/record';
import { isRecord, storedHexColor } from '@/lib/persist/stored-values';
import { localArea, type StorageArea } from '@/lib/persist/storage-area';
import { persistedField } from '@/lib/persist/persisted-field';
import { createPersistedStore, type PersistedStore } from '@/lib/persist/persisted-store';
import type { RandomSource } from '@/lib/random';
import { DRAW_KEY, drawStateKey, type UpcomingWinner } from '@/lib/wheel/draw/checkable-draw';
import { paletteColor, type WheelEntry } from '@/lib/wheel/list/entries';

/** What is kept in storage: the server seed of a draw under way stays here, unshown, until the draw is finished. */
interface StoredDraw {
  underWay: DrawUnderWay | null;
  /** The slice colour of each committed entry, by position (not part of the record). */
  colors: readonly string[];
  /** The last finished draw, until another one starts. */
  finished: DrawRecord | null;
}

export interface DrawState extends StoredDraw {
  /** True while a new draw's commitment is being made. */
  starting: boolean;
  /** The next winner, worked out as soon as the draw changes; null until then. */
  upcoming: UpcomingWinner | null;
}

interface DrawActions {
  /**
   * Commits to the entries and a new server seed. Refused (false) while a draw
   * is under way: the only way to another commitment is to cancel or finish first.
   */
  start: (input: { title: string; entries: readonly WheelEntry[]; now?: Date; source?: RandomSource }) => Promise<boolean>;
  /** Allowed until the first winner is drawn. */
  setPublicSeed: (publicSeed: string) => void;
  /**
   * Adds the upcoming winner to the draw once the wheel has landed on it. There
   * is no other way to add a winner, and none to take one back.
   */
  acceptWinner: (forKey: string) => boolean;
  finish: (now?: Date) => DrawRecord | null;
  cancel: () => void;
}

export type DrawStore = PersistedStore<DrawState & DrawActions>;

export { DRAW_KEY };

const NO_DRAW: StoredDraw = { underWay: null, colors: [], finished: null };

function decodeStoredDraw(value: unknown): { value: StoredDraw | null; problems: string[] } {
  if (!isRecord(value)) return { value: null, problems: ['The stored checkable draw is not an object; it is ignored.'] };
  const underWay = value.underWay === null ? null : readDrawUnderWay(value.underWay);
  const finishedRead = value.finished === null ? null : readRecord(value.finished);
  const finished = finishedRead?.ok ? finishedRead.record : null;
  const colors = Array.isArray(value.colors) ? value.colors.map((c, i) => storedHexColor(c) ?? paletteColor(i)) : [];
  const problems = [
    ...(value.underWay !== null && underWay === null ? ['The stored draw under way is damaged; it is dropped.'] : []),
    ...(finishedRead && !finishedRead.ok ? ['The stored finished draw is damaged; it is dropped.'] : []),
  ];
  return { value: { underWay, colors, finished }, problems };
}

/** The checkable draw of the wheel, kept across reloads. `area` is injectable for tests. */
export function createDrawStore(area: StorageArea): DrawStore {
  const store: DrawStore = createPersistedStore<DrawState & DrawActions>(
    (set, get) => ({
      ...NO_DRAW,
      starting: false,
      upcoming: null,
      start: async ({ title, entries, now = new Date(), source }) => {
        if (get().underWay || get().starting) return false;
        set({ starting: true });
        try {
          const underWay = await startDraw({ title, entries: entries.map((e) => e.text), now, source });
          set({ underWay, colors: entries.map((e) => e.color), finished: null, upcoming: null });
          return true;
        } finally {
          set({ starting: false });
        }
      },
      setPublicSeed: (publicSeed) => {
        const { underWay } = get();
        if (underWay && underWay.winners.length === 0) set({ underWay: { ...underWay, publicSeed } });
      },
      acceptWinner: (forKey) => {
        const { underWay, upcoming } = get();
        if (!underWay || !upcoming || upcoming.forKey !== forKey || drawStateKey(underWay) !== forKey) return false;
        set({ underWay: { ...underWay, winners: [...underWay.winners, upcoming.winner] }, upcoming: null });
        return true;
      },
      finish: (now = new Date()) => {
        const { underWay } = get();
        if (!underWay) return null;
        const finished = finishDraw(underWay, now);
        set({ underWay: null, colors: [], finished, upcoming: null });
        return finished;
      },
      cancel: () => set({ underWay: null, colors: [], upcoming: null }),
    }),
    [
      persistedField<DrawState, StoredDraw>({
        key: DRAW_KEY,
        area,
        version: 1,
        label: 'checkable draw',
        decode: decodeStoredDraw,
        select: ({ underWay, colors, finished }) => ({ underWay, colors, finished }),
        apply: (stored) => ({ ...stored, upcoming: null }),
        quietDefault: NO_DRAW,
      }),
    ],
  );

  // Works out the next winner whenever the draw moves on, so any spin can start at once.
  const prepareUpcoming = ({ underWay, upcoming }: DrawState) => {
    if (!underWay || underWay.winners.length >= underWay.entries.length) return;
    const forKey = drawStateKey(underWay);
    if (upcoming?.forKey === forKey) return;
    drawNext(underWay).then(
      ({ winner }) => {
        const current = store.getState().underWay;
        if (current && drawStateKey(current) === forKey) store.setState({ upcoming: { forKey, winner } });
      },
      // Without Web Crypto no winner can be drawn: spins stay held back rather than pick one another way.
      (error: unknown) => console.error('Could not work out the next winner of the checkable draw.', error),
    );
  };
  store.subscribe(prepareUpcoming);
  return store;
}

export const drawStore = createDrawStore(localArea);
