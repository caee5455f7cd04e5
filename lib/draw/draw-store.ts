import { readDrawUnderWay, readStoredRecord } from '@/lib/draw/read-record';
import { allWinnersDrawn, winnersWanted } from '@/lib/draw/progress';
import {
  cancelDraw,
  DrawTextError,
  drawNext,
  finishDraw,
  publicSeedTooLong,
  sealDraw,
  withPublicSeed,
  type DrawRecord,
  type DrawUnderWay,
  type FinishedRecord,
} from '@/lib/draw/record';
import { isRecord, storedHexColor } from '@/lib/persist/stored-values';
import { localArea, type StorageArea } from '@/lib/persist/storage-area';
import { persistedField } from '@/lib/persist/persisted-field';
import { createPersistedStore, type PersistedStore } from '@/lib/persist/persisted-store';
import type { RandomSource } from '@/lib/random';
import { DRAW_KEY, drawStateKey, type UpcomingWinner } from '@/lib/draw/wheel-slices';
import { paletteColor, type WheelEntry } from '@/lib/wheel/entries/entries';

/** What is kept in storage: the server seed of a draw under way stays here, unshown, until the draw is finished. */
interface StoredDraw {
  underWay: DrawUnderWay | null;
  /** The slice colour of each committed entry, by position (not part of the record). */
  colors: readonly string[];
  /** The public seed as the host typed it; the draw itself holds only its canonical form. */
  typedSeed: string;
  /** Finished and cancelled draws, newest first, kept with their links until the visitor removes them. */
  past: readonly DrawRecord[];
}

export interface DrawState extends StoredDraw {
  /** True while the host is setting a draw up (not stored): it stays open while other tabs of the tool are looked at. */
  settingUp: boolean;
  /** True while a new draw's commitment is being made. */
  sealing: boolean;
  /** The next winner, worked out as soon as the draw changes; null until then. */
  upcoming: UpcomingWinner | null;
}

/** Why a draw was not sealed, as data the panel words in the page's language. */
export type SealProblem =
  | { kind: 'underWay' }
  | { kind: 'noEntries' }
  | { kind: 'winnersCount'; entries: number; winnersCount: number }
  | { kind: 'text'; where: DrawTextError['where']; rule: DrawTextError['problem'] };

export type SealOutcome = { ok: true } | { ok: false; problem: SealProblem };

interface DrawActions {
  /** Opens or closes the draw's setup (the number of winners, then "Seal the draw"). */
  setUp: (open: boolean) => void;
  /**
   * Checks every text, then commits to the list, the title, the time, the
   * number of winners and a new server seed. Refused while a draw is under
   * way: the only way to another commitment is to cancel or finish first.
   */
  seal: (input: { title: string; entries: readonly WheelEntry[]; winnersCount: number; now?: Date; source?: RandomSource }) => Promise<SealOutcome>;
  /** Allowed until the first winner is drawn; false when the seed is longer than a draw takes. */
  setPublicSeed: (typed: string) => boolean;
  /**
   * Adds the upcoming winner to the draw once the wheel has landed on it. There
   * is no other way to add a winner, and none to take one back.
   */
  acceptWinner: (forKey: string) => boolean;
  /** Only once every winner the draw was sealed for is drawn. */
  finish: (now?: Date) => FinishedRecord | null;
  /** Ends the draw; a sealed draw is kept as a cancelled record, so a restart leaves a trace. */
  cancel: (now?: Date) => DrawRecord | null;
  /** Takes a past draw off the list (by its commitment). */
  forget: (commitment: string) => void;
}

export type DrawStore = PersistedStore<DrawState & DrawActions>;

export { DRAW_KEY };

const NO_DRAW: StoredDraw = { underWay: null, colors: [], typedSeed: '', past: [] };

function decodeStoredDraw(value: unknown): { value: StoredDraw | null; problems: string[] } {
  if (!isRecord(value)) return { value: null, problems: ['The stored checkable draw is not an object; it is ignored.'] };
  const underWay = value.underWay === null ? null : readDrawUnderWay(value.underWay);
  const storedPast = Array.isArray(value.past) ? value.past : [];
  const past = storedPast.flatMap((record) => readStoredRecord(record) ?? []);
  const colors = Array.isArray(value.colors) ? value.colors.map((c, i) => storedHexColor(c) ?? paletteColor(i)) : [];
  const typedSeed = typeof value.typedSeed === 'string' ? value.typedSeed : (underWay?.publicSeed ?? '');
  const problems = [
    ...(value.underWay !== null && underWay === null ? ['The stored draw under way is damaged; it is dropped.'] : []),
    ...(past.length < storedPast.length ? ['A stored past draw is damaged; it is dropped.'] : []),
  ];
  return { value: { underWay, colors, typedSeed, past }, problems };
}

/** Version 1 kept one finished draw; version 2 keeps every past draw and the seed as typed. */
function migrateStoredDraw(value: unknown, fromVersion: number): unknown {
  if (fromVersion >= 2 || !isRecord(value)) return value;
  const { finished, ...rest } = value;
  return { ...rest, past: finished ? [finished] : [] };
}

/** The checkable draw of the wheel, kept across reloads. `area` is injectable for tests. */
export function createDrawStore(area: StorageArea): DrawStore {
  const store: DrawStore = createPersistedStore<DrawState & DrawActions>(
    (set, get) => ({
      ...NO_DRAW,
      settingUp: false,
      sealing: false,
      setUp: (open) => set({ settingUp: open }),
      upcoming: null,
      seal: async ({ title, entries, winnersCount, now = new Date(), source }) => {
        if (get().underWay || get().sealing) return { ok: false, problem: { kind: 'underWay' } };
        if (entries.length === 0) return { ok: false, problem: { kind: 'noEntries' } };
        if (!Number.isInteger(winnersCount) || winnersCount < 1 || winnersCount > entries.length) {
          return { ok: false, problem: { kind: 'winnersCount', entries: entries.length, winnersCount } };
        }
        set({ sealing: true });
        try {
          const underWay = await sealDraw({ title, entries: entries.map((e) => e.text), winnersCount, now, source });
          set({ underWay, colors: entries.map((e) => e.color), typedSeed: '', upcoming: null, settingUp: false });
          return { ok: true };
        } catch (error) {
          if (error instanceof DrawTextError) return { ok: false, problem: { kind: 'text', where: error.where, rule: error.problem } };
          throw error;
        } finally {
          set({ sealing: false });
        }
      },
      setPublicSeed: (typed) => {
        const { underWay } = get();
        if (!underWay || underWay.winners.length > 0) return false;
        if (underWay.algorithm === 'spinfair-draw-v2' && publicSeedTooLong(typed)) return false;
        set({ underWay: withPublicSeed(underWay, typed), typedSeed: typed });
        return true;
      },
      acceptWinner: (forKey) => {
        const { underWay, upcoming } = get();
        if (!underWay || !upcoming || upcoming.forKey !== forKey || drawStateKey(underWay) !== forKey) return false;
        if (underWay.winners.length >= winnersWanted(underWay)) return false;
        set({ underWay: { ...underWay, winners: [...underWay.winners, upcoming.winner] }, upcoming: null });
        return true;
      },
      finish: (now = new Date()) => {
        const { underWay, past } = get();
        if (!underWay || !allWinnersDrawn(underWay)) return null;
        const record = finishDraw(underWay, now);
        set({ underWay: null, colors: [], typedSeed: '', upcoming: null, past: [record, ...past] });
        return record;
      },
      cancel: (now = new Date()) => {
        const { underWay, past } = get();
        if (!underWay) return null;
        // A version 1 draw (made before cancelled records existed) ends without one.
        const record = underWay.algorithm === 'spinfair-draw-v2' ? cancelDraw(underWay, now) : null;
        set({ underWay: null, colors: [], typedSeed: '', upcoming: null, past: record ? [record, ...past] : past });
        return record;
      },
      forget: (commitment) => set({ past: get().past.filter((record) => record.commitment !== commitment) }),
    }),
    [
      persistedField<DrawState, StoredDraw>({
        key: DRAW_KEY,
        area,
        version: 2,
        label: 'checkable draw',
        migrate: migrateStoredDraw,
        decode: decodeStoredDraw,
        select: ({ underWay, colors, typedSeed, past }) => ({ underWay, colors, typedSeed, past }),
        apply: (stored) => ({ ...stored, upcoming: null }),
        quietDefault: NO_DRAW,
      }),
    ],
  );

  // Works out the next winner whenever the draw moves on, so any spin can start at once.
  const prepareUpcoming = ({ underWay, upcoming }: DrawState) => {
    if (!underWay || underWay.winners.length >= winnersWanted(underWay)) return;
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
