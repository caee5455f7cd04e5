import type { DrawWinner } from '@/lib/draw/algorithm';

/** One place in the list whose text answers the search. */
export interface EntrantMatch {
  position: number;
  text: string;
  /** 1 for the first winner drawn; null when this place has not won. */
  winnerNumber: number | null;
}

export type EntrantSearch =
  | { kind: 'empty' }
  /** The typed text, in NFC, is an entry exactly: the comparison the draw itself makes. */
  | { kind: 'exact'; query: string; matches: EntrantMatch[]; total: number; looseOnly: number }
  /** Not an entry exactly, but entries differ from it only in capitals or spacing. */
  | { kind: 'loose'; query: string; matches: EntrantMatch[]; total: number }
  | { kind: 'absent'; query: string };

/** The most matches listed by position; the rest are counted. */
export const MAX_LISTED_MATCHES = 10;

const SPACES = /\s+/gu;
// A run of spaces or a space other than U+0020: only then is the slower replace needed.
const ODD_SPACING = /\s{2}|[^\S ]/u;

/**
 * The text with capitals and spacing set aside, for the forgiving comparison.
 * Cheap on purpose: a list of 100,000 entries is folded in a few milliseconds.
 */
export function looseForm(text: string): string {
  const folded = text.toLowerCase().trim();
  return ODD_SPACING.test(folded) ? folded.replace(SPACES, ' ') : folded;
}

/** Where each position stands in the winners: position → winner number (1-based). */
export function winnerNumbers(winners: readonly DrawWinner[]): Map<number, number> {
  const numbers = new Map<number, number>();
  winners.forEach((winner, k) => {
    if (!numbers.has(winner.position)) numbers.set(winner.position, k + 1);
  });
  return numbers;
}

interface SearchInput {
  entries: readonly string[];
  winners: ReadonlyMap<number, number>;
  /** Each entry's looseForm, made on the first search that needs it (a large list takes a moment). */
  looseEntries: () => readonly string[];
}

function collect(positions: Iterable<number>, { entries, winners }: SearchInput): { matches: EntrantMatch[]; total: number } {
  const matches: EntrantMatch[] = [];
  let total = 0;
  for (const position of positions) {
    total += 1;
    if (matches.length < MAX_LISTED_MATCHES) {
      matches.push({ position, text: entries[position] ?? '', winnerNumber: winners.get(position) ?? null });
    }
  }
  return { matches, total };
}

function* positionsWhere(count: number, test: (position: number) => boolean): Generator<number> {
  for (let position = 0; position < count; position += 1) if (test(position)) yield position;
}

/**
 * Whether a typed name is in the draw. The draw commits to NFC texts, so the
 * typed text in NFC is compared with each entry as it stands; when nothing
 * matches that way, a second pass ignores capitals and spacing and says so.
 */
export function findEntrant(typed: string, input: SearchInput): EntrantSearch {
  if (typed.trim() === '') return { kind: 'empty' };
  const query = typed.normalize('NFC');
  const { entries } = input;
  const exact = collect(
    positionsWhere(entries.length, (p) => entries[p] === query),
    input,
  );
  const loose = looseForm(query);
  const looseEntries = input.looseEntries();
  if (exact.total > 0) {
    let looseOnly = 0;
    for (let p = 0; p < entries.length; p += 1) if (entries[p] !== query && looseEntries[p] === loose) looseOnly += 1;
    return { kind: 'exact', query, ...exact, looseOnly };
  }
  if (loose === '') return { kind: 'absent', query };
  const near = collect(
    positionsWhere(entries.length, (p) => looseEntries[p] === loose),
    input,
  );
  return near.total > 0 ? { kind: 'loose', query, ...near } : { kind: 'absent', query };
}
