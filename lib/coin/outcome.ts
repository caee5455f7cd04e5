import { coinSide, type CoinLabels, type CoinSideId, type CoinTheme, type FlipResult } from '@/lib/coin/coin';
import { cryptoSource, randomBit, type RandomSource } from '@/lib/random';

/** Heads or tails with probability exactly 1/2 each, from the given source of random bits. */
export function drawSide(source: RandomSource = cryptoSource): CoinSideId {
  return randomBit(source) ? 'heads' : 'tails';
}

interface FlipResultInput {
  sideId: CoinSideId;
  labels: CoinLabels;
  theme: CoinTheme;
  now: Date;
}

export function createFlipResult({ sideId, labels, theme, now }: FlipResultInput): FlipResult {
  return { id: String(now.getTime()), side: coinSide(sideId, labels, theme), timestamp: new Date(now.getTime()) };
}

/** The toast after a landing: titled with the side label, saying where the coin landed. */
export function landingNotice(label: string): { title: string; description: string } {
  return { title: label, description: `The coin landed on ${label.toLowerCase()}.` };
}

/** The history keeps the newest result first. */
export function addToHistory(history: readonly FlipResult[], result: FlipResult): FlipResult[] {
  return [result, ...history];
}
