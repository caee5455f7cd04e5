import fc from 'fast-check';
import { replayWinners } from '@/lib/draw/algorithm';
import { drawNext, finishDraw, sealDraw, withPublicSeed, type FinishedDrawV2, type SealedDraw } from '@/lib/draw/record';
import { canonicalPublicSeed, codePointCount, MAX_PUBLIC_SEED_CODE_POINTS } from '@/lib/draw/texts';
import { seededSource } from '@/lib/random';
import { entryTextV2, titleTextV2, trickyText } from './arbitraries';

/**
 * Version 2 records as the site makes them, from generated input, and the
 * changes a host could make to one after publishing its commitment. Shared by
 * the property tests and the reference implementation's comparison with /verify.
 */

export interface DrawInputV2 {
  title: string;
  entries: string[];
  /** Picks the number of winners, 1 to the number of entries. */
  winnersPick: number;
  typedSeed: string;
  seed: number;
  committedAt: number;
  /** Milliseconds from the commitment to the finish. */
  duration: number;
}

export function drawInputV2(entryCount: { min: number; max: number }): fc.Arbitrary<DrawInputV2> {
  return fc
    .record({
      title: titleTextV2,
      entries: fc.array(entryTextV2, { minLength: entryCount.min, maxLength: entryCount.max }),
      winnersPick: fc.nat(),
      typedSeed: trickyText(40),
      seed: fc.integer(),
      committedAt: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
      duration: fc.integer({ min: 0, max: 7 * 24 * 3_600_000 }),
    })
    .filter(
      // A canonical seed over 200 code points is refused by /verify, and withPublicSeed does not check the limit (the
      // seed field is meant to); NFKC can lengthen a seed 18 times (U+FDFA), so the rare typed seeds that grow past it are left out.
      ({ typedSeed }) => codePointCount(canonicalPublicSeed(typedSeed)) <= MAX_PUBLIC_SEED_CODE_POINTS,
    );
}

export async function sealAndDraw({ title, entries, winnersPick, typedSeed, seed, committedAt }: DrawInputV2, drawn?: number): Promise<SealedDraw> {
  const winnersCount = 1 + (winnersPick % entries.length);
  let draw = withPublicSeed(await sealDraw({ title, entries, winnersCount, now: new Date(committedAt), source: seededSource(seed) }), typedSeed);
  const target = drawn ?? winnersCount;
  while (draw.winners.length < target) draw = (await drawNext(draw)).draw;
  return draw;
}

/** What the site makes: sealed, the public seed typed, every winner drawn, finished. */
export async function makeRecordV2(input: DrawInputV2): Promise<FinishedDrawV2> {
  return finishDraw(await sealAndDraw(input), new Date(input.committedAt + input.duration)) as FinishedDrawV2;
}

/** Another value than `text`: the replacement itself unless it happens to be the same. */
function other(text: string, replacement: string): string {
  return replacement === text ? `${text}x` : replacement;
}

export type Change = (record: FinishedDrawV2, pick: number, text: string) => Partial<Record<keyof FinishedDrawV2, unknown>>;

/** The list with two neighbouring entries made one, `glue` between their texts. */
function joined(entries: readonly string[], at: number, glue: string): string[] {
  const i = at % (entries.length - 1);
  return [...entries.slice(0, i), `${entries[i]}${glue}${entries[i + 1]}`, ...entries.slice(i + 2)];
}

function split(entries: readonly string[], pick: number): string[] {
  const i = pick % entries.length;
  const chars = [...(entries[i] ?? '')];
  // A one-character entry can only split into itself and an empty entry, which the rules refuse.
  const at = chars.length < 2 ? chars.length : 1 + (pick % (chars.length - 1));
  return [...entries.slice(0, i), chars.slice(0, at).join(''), chars.slice(at).join(''), ...entries.slice(i + 1)];
}

/** Every committed part a host could change after publishing the commitment, for lists of 2+ entries. */
export const changes: Record<string, Change> = {
  'the title': (r, _, text) => ({ title: other(r.title, text) }),
  'the commitment time, by up to 11 days either way': (r, pick) => ({
    committedAt: new Date(Date.parse(r.committedAt) + (pick % 2 === 0 ? 1 : -1) * (1 + (pick % 1_000_000_000))).toISOString(),
  }),
  'the commitment time written without milliseconds': (r) => ({ committedAt: r.committedAt.replace(/\.\d{3}Z$/, 'Z') }),
  'the number of winners': (r, pick) => ({ winnersCount: (r.winnersCount + 1 + (pick % (r.entries.length + 1))) % (r.entries.length + 2) }),
  "an entry's text": (r, pick, text) => ({ entries: r.entries.map((e, i) => (i === pick % r.entries.length ? other(e, text) : e)) }),
  'an entry added': (r, pick, text) => ({ entries: r.entries.toSpliced(pick % (r.entries.length + 1), 0, text) }),
  'an entry removed': (r, pick) => ({ entries: r.entries.toSpliced(pick % r.entries.length, 1) }),
  'two entries joined by a line break': (r, pick) => ({ entries: joined(r.entries, pick, '\n') }),
  'two entries joined by a space': (r, pick) => ({ entries: joined(r.entries, pick, ' ') }),
  'two entries joined': (r, pick) => ({ entries: joined(r.entries, pick, '') }),
  'an entry split in two': (r, pick) => ({ entries: split(r.entries, pick) }),
  'the first entry moved into the title': (r) => ({ title: r.entries[0], entries: r.entries.slice(1) }),
  'the title moved into the list': (r) => ({ title: '', entries: [r.title, ...r.entries] }),
  'the order of the entries': (r) => {
    const rotated = [...r.entries.slice(1), r.entries[0] ?? ''];
    // Rotating a list of one repeated entry changes nothing; change its first entry instead.
    return { entries: rotated.every((e, i) => e === r.entries[i]) ? r.entries.map((e, i) => (i === 0 ? `${e}x` : e)) : rotated };
  },
};

/**
 * The record as a forger would publish it: the change made and the winners
 * redrawn from the seeds for the changed list, so that they follow from the
 * seeds and only the commitment or the rules can give the change away.
 */
export async function forged(record: FinishedDrawV2, change: Partial<Record<keyof FinishedDrawV2, unknown>>): Promise<Record<string, unknown>> {
  const changed: Record<string, unknown> = { ...record, ...change };
  const entries = changed.entries as string[];
  const count = typeof changed.winnersCount === 'number' ? Math.min(Math.max(Math.trunc(changed.winnersCount), 0), entries.length) : record.winners.length;
  changed.winners = await replayWinners(record, entries, count);
  return changed;
}
