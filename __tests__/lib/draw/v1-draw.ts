import { commitmentOf, DRAW_ALGORITHM_V1, newServerSeed, normalizeEntries } from '@/lib/draw/algorithm';
import type { DrawUnderWayV1 } from '@/lib/draw/record';
import type { RandomSource } from '@/lib/random';

interface StartInput {
  title: string;
  entries: readonly string[];
  now: Date;
  source?: RandomSource;
}

/** A version 1 draw as the site made them before version 2: commits to the list only. */
export async function startDrawV1({ title, entries, now, source }: StartInput): Promise<DrawUnderWayV1> {
  if (entries.length === 0) throw new RangeError('A checkable draw needs at least one entry');
  if (entries.some((text) => /[\r\n]/.test(text))) throw new RangeError('An entry of a checkable draw cannot contain a line break');
  const committed = normalizeEntries(entries);
  const serverSeed = newServerSeed(source);
  return {
    algorithm: DRAW_ALGORITHM_V1,
    title,
    entries: committed,
    commitment: await commitmentOf(serverSeed, committed),
    serverSeed,
    publicSeed: '',
    winners: [],
    committedAt: now.toISOString(),
  };
}
