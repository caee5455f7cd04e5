import { watchBeacon, relayFetcher, systemClock, type BeaconPhase, type DrawClock, type RoundFetcher } from '@/lib/draw/beacon-wait';
import { drawTimeFrom, isBeaconDraw, type DrawTimeProblem, type HostDraw, type HostRecord } from '@/lib/draw/host-draw';
import { readDrawUnderWay, readStoredRecord } from '@/lib/draw/read-record';
import { cancelDrawV3, drawNextV3, finishDrawV3, isSigned, sealDrawV3 } from '@/lib/draw/record-v3';
import { allWinnersDrawn, winnersWanted } from '@/lib/draw/progress';
import {
  cancelDraw,
  DrawTextError,
  drawNext,
  finishDraw,
  publicSeedTooLong,
  sealDraw,
  withPublicSeed,
} from '@/lib/draw/record';
import { isRecord, storedHexColor } from '@/lib/persist/stored-values';
import { localArea, type StorageArea } from '@/lib/persist/storage-area';
import { persistedField } from '@/lib/persist/persisted-field';
import { createPersistedStore, type PersistedStore } from '@/lib/persist/persisted-store';
import type { RandomSource } from '@/lib/random';
import { DRAW_KEY, drawStateKey, type UpcomingWinner } from '@/lib/draw/wheel-slices';
import { paletteColor, type WheelEntry } from '@/lib/wheel/entries/entries';

/**
 * What is kept in storage: the server seed of a version 2 draw under way stays
 * here, unshown, until the draw is finished; a version 3 draw keeps its
 * round's signature once fetched and verified.
 */
interface StoredDraw {
  underWay: HostDraw | null;
  /** The slice colour of each committed entry, by position (not part of the record). */
  colors: readonly string[];
  /** The public seed as the host typed it; the draw itself holds only its canonical form. */
  typedSeed: string;
  /** Finished and cancelled draws, newest first, kept with their links until the visitor removes them. */
  past: readonly HostRecord[];
}

export interface DrawState extends StoredDraw {
  /** True while the host is setting a draw up (not stored): it stays open while other tabs of the tool are looked at. */
  settingUp: boolean;
  /** True while a new draw's commitment is being made. */
  sealing: boolean;
  /** The next winner, worked out as soon as the draw changes; null until then. */
  upcoming: UpcomingWinner | null;
  /** Where a version 3 draw stands with its beacon round (not stored: a reload fetches it again). */
  beacon: BeaconPhase;
}

/** Why a draw was not sealed, as data the panel words in the page's language. */
export type SealProblem =
  | { kind: 'underWay' }
  | { kind: 'noEntries' }
  | { kind: 'winnersCount'; entries: number; winnersCount: number }
  | { kind: 'text'; where: DrawTextError['where']; rule: DrawTextError['problem'] }
  | { kind: 'drawTime'; problem: DrawTimeProblem };

export type SealOutcome = { ok: true } | { ok: false; problem: SealProblem };

interface DrawActions {
  /** Opens or closes the draw's setup (the number of winners, then "Seal the draw"). */
  setUp: (open: boolean) => void;
  /**
   * Checks every text, then commits to the list, the title, the time, the
   * number of winners and either a new server seed (version 2) or, given
   * `beacon`, the drand round of the draw time (version 3; its `drawTime` is
   * a datetime-local value, empty for 2 minutes after `now`). Refused while a
   * draw is under way: the only way to another commitment is to cancel or
   * finish first.
   */
  seal: (input: SealInput) => Promise<SealOutcome>;
  /** Allowed until the first winner is drawn; false when the seed is longer than a draw takes. */
  setPublicSeed: (typed: string) => boolean;
  /**
   * Adds the upcoming winner to the draw once the wheel has landed on it. There
   * is no other way to add a winner, and none to take one back.
   */
  acceptWinner: (forKey: string) => boolean;
  /** Only once every winner the draw was sealed for is drawn. */
  finish: (now?: Date) => HostRecord | null;
  /** Ends the draw; a sealed draw is kept as a cancelled record, so a restart leaves a trace. */
  cancel: (now?: Date) => HostRecord | null;
  /** Fetches a version 3 draw's round again after every relay failed. */
  retryBeacon: () => void;
  /** Takes a past draw off the list (by its commitment). */
  forget: (commitment: string) => void;
}

interface SealInput {
  title: string;
  entries: readonly WheelEntry[];
  winnersCount: number;
  /** Version 3: decided by the drand round of the draw time. */
  beacon?: { drawTime: string };
  now?: Date;
  source?: RandomSource;
}

export type DrawStore = PersistedStore<DrawState & DrawActions>;

/** What a test replaces: the clock (for the draw time) and how a round is fetched. */
export interface DrawStoreOptions {
  clock?: DrawClock;
  fetchRound?: RoundFetcher;
}

export { DRAW_KEY };

const NO_DRAW: StoredDraw = { underWay: null, colors: [], typedSeed: '', past: [] };

function decodeStoredDraw(value: unknown): { value: StoredDraw | null; problems: string[] } {
  if (!isRecord(value)) return { value: null, problems: ['The stored checkable draw is not an object; it is ignored.'] };
  const underWay = value.underWay === null ? null : readDrawUnderWay(value.underWay);
  const storedPast = Array.isArray(value.past) ? value.past : [];
  const past = storedPast.flatMap((record) => readStoredRecord(record) ?? []);
  const colors = Array.isArray(value.colors) ? value.colors.map((c, i) => storedHexColor(c) ?? paletteColor(i)) : [];
  const typedSeed = typeof value.typedSeed === 'string' ? value.typedSeed : (underWay && 'publicSeed' in underWay ? underWay.publicSeed : '');
  const problems = [
    ...(value.underWay !== null && underWay === null ? ['The stored draw under way is damaged; it is dropped.'] : []),
    ...(past.length < storedPast.length ? ['A stored past draw is damaged; it is dropped.'] : []),
  ];
  return { value: { underWay, colors, typedSeed, past }, problems };
}

/** Version 1 kept one finished draw; version 2 keeps every past draw and the seed as typed; version 3 adds beacon draws. */
function migrateStoredDraw(value: unknown, fromVersion: number): unknown {
  if (fromVersion >= 2 || !isRecord(value)) return value;
  const { finished, ...rest } = value;
  return { ...rest, past: finished ? [finished] : [] };
}

/** The checkable draw of the wheel, kept across reloads. `area`, the clock and the round fetch are injectable for tests. */
export function createDrawStore(area: StorageArea, { clock = systemClock, fetchRound = relayFetcher }: DrawStoreOptions = {}): DrawStore {
  let retryBeacon = () => {};
  const store: DrawStore = createPersistedStore<DrawState & DrawActions>(
    (set, get) => ({
      ...NO_DRAW,
      settingUp: false,
      sealing: false,
      setUp: (open) => set({ settingUp: open }),
      upcoming: null,
      beacon: 'none',
      seal: async ({ title, entries, winnersCount, beacon, now = new Date(clock.now()), source }) => {
        if (get().underWay || get().sealing) return { ok: false, problem: { kind: 'underWay' } };
        if (entries.length === 0) return { ok: false, problem: { kind: 'noEntries' } };
        if (!Number.isInteger(winnersCount) || winnersCount < 1 || winnersCount > entries.length) {
          return { ok: false, problem: { kind: 'winnersCount', entries: entries.length, winnersCount } };
        }
        const drawTime = beacon ? drawTimeFrom(beacon.drawTime, now) : null;
        if (drawTime && !drawTime.ok) return { ok: false, problem: { kind: 'drawTime', problem: drawTime.problem } };
        set({ sealing: true });
        try {
          const texts = entries.map((e) => e.text);
          const underWay = drawTime
            ? await sealDrawV3({ title, entries: texts, winnersCount, now, drawAt: drawTime.drawAt })
            : await sealDraw({ title, entries: texts, winnersCount, now, source });
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
        if (!underWay || isBeaconDraw(underWay) || underWay.winners.length > 0) return false;
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
      finish: (now = new Date(clock.now())) => {
        const { underWay, past } = get();
        if (!underWay || !allWinnersDrawn(underWay)) return null;
        const record = isBeaconDraw(underWay) ? finishDrawV3(underWay, now) : finishDraw(underWay, now);
        set({ underWay: null, colors: [], typedSeed: '', upcoming: null, past: [record, ...past] });
        return record;
      },
      cancel: (now = new Date(clock.now())) => {
        const { underWay, past } = get();
        if (!underWay) return null;
        // A version 1 draw (made before cancelled records existed) ends without one.
        const record = isBeaconDraw(underWay) ? cancelDrawV3(underWay, now) : underWay.algorithm === 'spinfair-draw-v2' ? cancelDraw(underWay, now) : null;
        set({ underWay: null, colors: [], typedSeed: '', upcoming: null, past: record ? [record, ...past] : past });
        return record;
      },
      forget: (commitment) => set({ past: get().past.filter((record) => record.commitment !== commitment) }),
      retryBeacon: () => retryBeacon(),
    }),
    [
      persistedField<DrawState, StoredDraw>({
        key: DRAW_KEY,
        area,
        version: 3,
        label: 'checkable draw',
        migrate: migrateStoredDraw,
        decode: decodeStoredDraw,
        select: ({ underWay, colors, typedSeed, past }) => ({ underWay, colors, typedSeed, past }),
        apply: (stored) => ({ ...stored, upcoming: null }),
        quietDefault: NO_DRAW,
      }),
    ],
  );

  // Works out the next winner whenever the draw moves on, so any spin can start at once; a version 3 draw
  // has none before its round's signature.
  const prepareUpcoming = ({ underWay, upcoming }: DrawState) => {
    if (!underWay || underWay.winners.length >= winnersWanted(underWay)) return;
    if (isBeaconDraw(underWay) && !isSigned(underWay.beacon)) return;
    const forKey = drawStateKey(underWay);
    if (upcoming?.forKey === forKey) return;
    (isBeaconDraw(underWay) ? drawNextV3(underWay) : drawNext(underWay)).then(
      ({ winner }) => {
        const current = store.getState().underWay;
        if (current && drawStateKey(current) === forKey) store.setState({ upcoming: { forKey, winner } });
      },
      // Without Web Crypto no winner can be drawn: spins stay held back rather than pick one another way.
      (error: unknown) => console.error('Could not work out the next winner of the checkable draw.', error),
    );
  };
  store.subscribe(prepareUpcoming);
  ({ retry: retryBeacon } = watchBeacon(store, clock, fetchRound));
  return store;
}

export const drawStore = createDrawStore(localArea);
