import type { Page } from '@playwright/test';
import { finishDraw, drawNext, sealDraw, withPublicSeed, type FinishedDrawV2, type SealedDraw } from '@/lib/draw/record';
import { seededSource } from '@/lib/random';

// Duplicates, other scripts, markup, a right-to-left override and a text too long for any line.
export const ENTRIES = ['Ana', 'Bruno', 'Zoë', 'Ana', 'Łukasz', 'Mei 李', 'سلام دنیا', '<img src=x onerror=alert(1)>', 'ab\u202Ecd', 'W'.repeat(300)];

export function seal(entries: readonly string[], winnersCount: number): Promise<SealedDraw> {
  return sealDraw({ title: 'Café giveaway 🎉', entries, winnersCount, now: new Date('2026-11-23T10:00:00Z'), source: seededSource(42) });
}

export async function drawAll(sealed: SealedDraw, count: number): Promise<SealedDraw> {
  let draw = withPublicSeed(sealed, '  chat word:\u00A0pineapple ');
  for (let i = 0; i < count; i += 1) draw = (await drawNext(draw)).draw;
  return draw;
}

/** A finished draw made here in Node with the site's own draw module: duplicates, other scripts and markup, three winners. */
export async function makeRecord(): Promise<FinishedDrawV2> {
  return finishDraw(await drawAll(await seal(ENTRIES, 3), 3), new Date('2026-11-23T10:10:00Z')) as FinishedDrawV2;
}

export function verdict(page: Page) {
  // Toasts are status regions too; the verdict is the one that speaks of verification.
  return page.getByRole('status').filter({ hasText: /^(Verified|Not verified|Checking|Announced|Cancelled)/ });
}
