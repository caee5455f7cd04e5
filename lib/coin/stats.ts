import type { FlipResult } from '@/lib/coin/coin';

const RECENT_FLIPS_SHOWN = 10;

export interface FlipStats {
  total: number;
  heads: number;
  tails: number;
  /** Whole numbers that add up to 100 (both 0 before the first flip). */
  headsPercent: number;
  tailsPercent: number;
}

/**
 * Counts by side. Heads' share is rounded to the nearest whole percent and
 * tails gets the rest, so the two never show 101% or 99% between them.
 */
export function flipStats(results: readonly FlipResult[]): FlipStats {
  const heads = results.filter((result) => result.side.id === 'heads').length;
  const total = results.length;
  const tails = total - heads;
  if (total === 0) return { total, heads, tails, headsPercent: 0, tailsPercent: 0 };
  const headsPercent = Math.round((heads / total) * 100);
  return { total, heads, tails, headsPercent, tailsPercent: 100 - headsPercent };
}

export interface RecentFlips {
  shown: FlipResult[];
  /** How many older results the "And N more..." line stands for. */
  moreCount: number;
}

/** The newest results (history is kept newest first) and how many are left out. */
export function recentFlips(results: readonly FlipResult[], limit: number = RECENT_FLIPS_SHOWN): RecentFlips {
  return { shown: results.slice(0, limit), moreCount: Math.max(0, results.length - limit) };
}
