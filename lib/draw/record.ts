import type { RandomSource } from '@/lib/random';
import {
  commitmentV2,
  DRAW_ALGORITHM_V1,
  DRAW_ALGORITHM_V2,
  drawNextWinner,
  newServerSeed,
  normalizeEntries,
  type DrawWinner,
} from '@/lib/draw/algorithm';
import {
  canonicalPublicSeed,
  codePointCount,
  codePointName,
  entryProblem,
  MAX_PUBLIC_SEED_CODE_POINTS,
  titleProblem,
  type TextProblem,
} from '@/lib/draw/texts';

/** A finished version 1 draw: everything anyone needs to check it. */
export interface DrawRecordV1 {
  algorithm: typeof DRAW_ALGORITHM_V1;
  title: string;
  /** The visible entries when the draw started, in wheel order, NFC-normalised. */
  entries: string[];
  commitment: string;
  serverSeed: string;
  publicSeed: string;
  /** In the order they were drawn. */
  winners: DrawWinner[];
  /** ISO 8601. */
  committedAt: string;
  finishedAt: string;
}

/** A version 1 draw between its commitment and its finish (made before version 2; still finished as it began). */
export type DrawUnderWayV1 = Omit<DrawRecordV1, 'finishedAt'>;

/** What is published before the first spin of a version 2 draw: the list and what the commitment covers, no seed. */
export interface Announcement {
  algorithm: typeof DRAW_ALGORITHM_V2;
  title: string;
  entries: string[];
  winnersCount: number;
  committedAt: string;
  commitment: string;
}

/** A sealed version 2 draw: committed, its server seed still secret. */
export interface SealedDraw extends Announcement {
  serverSeed: string;
  /** Canonical (see canonicalPublicSeed); locked at the first spin. */
  publicSeed: string;
  winners: DrawWinner[];
}

export type FinishedDrawV2 = SealedDraw & { finishedAt: string };
/** A draw cancelled after its commitment was shown: kept, with the winners drawn so far, so a restart leaves a trace. */
export type CancelledDraw = SealedDraw & { cancelledAt: string };

/** A draw that ran to its end, either version. */
export type FinishedRecord = DrawRecordV1 | FinishedDrawV2;

/** A record with its seeds revealed: what /verify checks and a link carries after `#r=`. */
export type DrawRecord = DrawRecordV1 | FinishedDrawV2 | CancelledDraw;
export type DrawUnderWay = DrawUnderWayV1 | SealedDraw;

export function isCancelled(record: DrawRecord): record is CancelledDraw {
  return 'cancelledAt' in record;
}

/** When the record was closed: finished or cancelled. */
export function closedAt(record: DrawRecord): string {
  return isCancelled(record) ? record.cancelledAt : record.finishedAt;
}

/** A text problem in English, for DrawTextError's message. */
function englishWhy(problem: TextProblem): string {
  switch (problem.code) {
    case 'empty':
      return 'it is empty or only spaces';
    case 'tooLong':
      return `it is longer than ${problem.max} characters`;
    case 'lineBreak':
      return 'it contains a line break';
    case 'lineSeparator':
      return 'it contains a line separator (U+2028), which works as a line break';
    case 'paragraphSeparator':
      return 'it contains a paragraph separator (U+2029), which works as a line break';
    case 'tab':
      return 'it contains a tab';
    case 'loneSurrogate':
      return 'it contains a broken character (a lone surrogate)';
    case 'control':
      return `it contains the invisible control character ${codePointName(problem.codePoint)}`;
    case 'notNfc':
      return 'it is not in Unicode normal form NFC';
  }
}

/**
 * An entry or the title that cannot be committed. Its message, in English, is
 * for developers (logs, tests); a page words `where` and `problem` in its
 * reader's language.
 */
export class DrawTextError extends Error {
  constructor(
    readonly where: { kind: 'title' } | { kind: 'entry'; index: number; text: string },
    readonly problem: TextProblem,
  ) {
    const why = englishWhy(problem);
    super(where.kind === 'title' ? `The title cannot be used: ${why}.` : `Entry ${where.index + 1} ("${where.text.slice(0, 40)}") cannot be used: ${why}.`);
  }
}

/** The first text that cannot be committed, or null. Entries are checked as they will be committed (NFC). */
export function sealProblem(title: string, entries: readonly string[]): DrawTextError | null {
  const titleWhy = titleProblem(title.normalize('NFC'));
  if (titleWhy) return new DrawTextError({ kind: 'title' }, titleWhy);
  for (const [index, text] of entries.entries()) {
    const why = entryProblem(text.normalize('NFC'));
    if (why) return new DrawTextError({ kind: 'entry', index, text }, why);
  }
  return null;
}

interface SealInput {
  title: string;
  entries: readonly string[];
  winnersCount: number;
  now: Date;
  /** Where the server seed's randomness comes from; the browser's cryptographic generator by default. */
  source?: RandomSource;
}

/**
 * Seals a version 2 draw: checks every text, makes a server seed and commits
 * to it, the time, the number of winners, the title and the list. Throws a
 * DrawTextError naming the text that cannot be committed.
 */
export async function sealDraw({ title, entries, winnersCount, now, source }: SealInput): Promise<SealedDraw> {
  if (entries.length === 0) throw new RangeError('sealDraw: the list is empty');
  if (!Number.isInteger(winnersCount) || winnersCount < 1 || winnersCount > entries.length) {
    throw new RangeError(`A draw of ${entries.length} entries has 1 to ${entries.length} winners, not ${winnersCount}`);
  }
  const problem = sealProblem(title, entries);
  if (problem) throw problem;
  const committed = normalizeEntries(entries);
  const committedTitle = title.normalize('NFC');
  const serverSeed = newServerSeed(source);
  const committedAt = now.toISOString();
  return {
    algorithm: DRAW_ALGORITHM_V2,
    title: committedTitle,
    entries: committed,
    winnersCount,
    committedAt,
    commitment: await commitmentV2({ serverSeed, committedAt, winnersCount, title: committedTitle, entries: committed }),
    serverSeed,
    publicSeed: '',
    winners: [],
  };
}

/** True when the typed seed's canonical form is longer than a draw takes (NFKC can lengthen a short text). */
export function publicSeedTooLong(typed: string): boolean {
  return codePointCount(canonicalPublicSeed(typed)) > MAX_PUBLIC_SEED_CODE_POINTS;
}

/**
 * The public seed as a version 2 draw uses it (canonical); version 1 used it
 * as typed. A seed too long for a draw is refused (RangeError): the field
 * checks with publicSeedTooLong first.
 */
export function withPublicSeed<D extends DrawUnderWay>(draw: D, typed: string): D {
  if (draw.algorithm === DRAW_ALGORITHM_V1) return { ...draw, publicSeed: typed };
  if (publicSeedTooLong(typed)) throw new RangeError(`A public seed has at most ${MAX_PUBLIC_SEED_CODE_POINTS} characters`);
  return { ...draw, publicSeed: canonicalPublicSeed(typed) };
}

/** The draw with its next winner drawn and added; the winner is also returned for the wheel to land on. */
export async function drawNext<D extends DrawUnderWay>(draw: D): Promise<{ draw: D; winner: DrawWinner }> {
  const winner = await drawNextWinner(draw, draw.entries, draw.winners.map((w) => w.position));
  return { draw: { ...draw, winners: [...draw.winners, winner] }, winner };
}

export function finishDraw(draw: DrawUnderWay, now: Date): FinishedRecord {
  return { ...draw, finishedAt: now.toISOString() } as FinishedRecord;
}

export function cancelDraw(draw: SealedDraw, now: Date): CancelledDraw {
  return { ...draw, cancelledAt: now.toISOString() };
}

export function announcementOf(draw: SealedDraw): Announcement {
  const { algorithm, title, entries, winnersCount, committedAt, commitment } = draw;
  return { algorithm, title, entries, winnersCount, committedAt, commitment };
}

/** The announcement as JSON, its fields in the published order and nothing else. */
export function announcementToJson(announcement: Announcement): string {
  return JSON.stringify(announcementOf({ ...announcement, serverSeed: '', publicSeed: '', winners: [] }));
}

/** The record as JSON with its fields in the published order (and nothing else); `pretty` for the downloaded file. */
export function recordToJson(record: DrawRecord, pretty = false): string {
  const winners = record.winners.map(({ position, text }) => ({ position, text }));
  const ordered =
    record.algorithm === DRAW_ALGORITHM_V1
      ? {
          algorithm: record.algorithm,
          title: record.title,
          entries: record.entries,
          commitment: record.commitment,
          serverSeed: record.serverSeed,
          publicSeed: record.publicSeed,
          winners,
          committedAt: record.committedAt,
          finishedAt: record.finishedAt,
        }
      : {
          algorithm: record.algorithm,
          title: record.title,
          entries: record.entries,
          winnersCount: record.winnersCount,
          committedAt: record.committedAt,
          commitment: record.commitment,
          serverSeed: record.serverSeed,
          publicSeed: record.publicSeed,
          winners,
          ...(isCancelled(record) ? { cancelledAt: record.cancelledAt } : { finishedAt: record.finishedAt }),
        };
  return JSON.stringify(ordered, null, pretty ? 2 : undefined);
}

/** A file name for the downloaded record, e.g. "spinfair-draw-2026-11-23.json" (or "…-cancelled.json"). */
export function recordFileName(record: DrawRecord): string {
  return `spinfair-draw-${closedAt(record).slice(0, 10)}${isCancelled(record) ? '-cancelled' : ''}.json`;
}
