import type { RandomSource } from '@/lib/random';
import { commitmentOf, DRAW_ALGORITHM, drawNextWinner, newServerSeed, normalizeEntries, type DrawWinner } from '@/lib/draw/algorithm';

/** What a finished draw publishes: everything anyone needs to check it. */
export interface DrawRecord {
  algorithm: typeof DRAW_ALGORITHM;
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

/** A draw between its commitment and its finish: the server seed is still secret. */
export type DrawUnderWay = Omit<DrawRecord, 'finishedAt'>;

interface StartDrawInput {
  title: string;
  entries: readonly string[];
  now: Date;
  /** Where the server seed's randomness comes from; the browser's cryptographic generator by default. */
  source?: RandomSource;
}

/** Locks the list, makes a server seed and commits to both. The public seed can be set until the first winner. */
export async function startDraw({ title, entries, now, source }: StartDrawInput): Promise<DrawUnderWay> {
  if (entries.length === 0) throw new RangeError('A checkable draw needs at least one entry');
  if (entries.some((text) => /[\r\n]/.test(text))) throw new RangeError('An entry of a checkable draw cannot contain a line break');
  const committed = normalizeEntries(entries);
  const serverSeed = newServerSeed(source);
  return {
    algorithm: DRAW_ALGORITHM,
    title,
    entries: committed,
    commitment: await commitmentOf(serverSeed, committed),
    serverSeed,
    publicSeed: '',
    winners: [],
    committedAt: now.toISOString(),
  };
}

/** The draw with its next winner drawn and added; the winner is also returned for the wheel to land on. */
export async function drawNext(draw: DrawUnderWay): Promise<{ draw: DrawUnderWay; winner: DrawWinner }> {
  const winner = await drawNextWinner(draw, draw.entries, draw.winners.map((w) => w.position));
  return { draw: { ...draw, winners: [...draw.winners, winner] }, winner };
}

export function finishDraw(draw: DrawUnderWay, now: Date): DrawRecord {
  return { ...draw, finishedAt: now.toISOString() };
}

/** The record as JSON with its fields in the documented order (and nothing else); `pretty` for the downloaded file. */
export function recordToJson(record: DrawRecord, pretty = false): string {
  const ordered: DrawRecord = {
    algorithm: record.algorithm,
    title: record.title,
    entries: record.entries,
    commitment: record.commitment,
    serverSeed: record.serverSeed,
    publicSeed: record.publicSeed,
    winners: record.winners.map(({ position, text }) => ({ position, text })),
    committedAt: record.committedAt,
    finishedAt: record.finishedAt,
  };
  return JSON.stringify(ordered, null, pretty ? 2 : undefined);
}

/** A file name for the downloaded record, e.g. "spinfair-draw-2026-11-23.json". */
export function recordFileName(record: DrawRecord): string {
  return `spinfair-draw-${record.finishedAt.slice(0, 10)}.json`;
}
