import { coinSide, type CoinLabels, type CoinSideId, type CoinTheme, type DefaultLabels, type FlipResult } from '@/lib/coin/coin';
import { cryptoSource, randomBit, type RandomSource } from '@/lib/random';

/** Heads or tails with probability exactly 1/2 each, from the given source of random bits. */
export function drawSide(source: RandomSource = cryptoSource): CoinSideId {
  return randomBit(source) ? 'heads' : 'tails';
}

interface FlipResultInput {
  sideId: CoinSideId;
  labels: CoinLabels;
  /** What an unset or blank label reads as, in the page's language. */
  defaultLabels: DefaultLabels;
  theme: CoinTheme;
  now: Date;
}

export function createFlipResult({ sideId, labels, defaultLabels, theme, now }: FlipResultInput): FlipResult {
  return { id: String(now.getTime()), side: coinSide(sideId, labels, defaultLabels, theme), timestamp: new Date(now.getTime()) };
}

/** The history keeps the newest result first. */
export function addToHistory(history: readonly FlipResult[], result: FlipResult): FlipResult[] {
  return [result, ...history];
}

/**
 * A side's label as written inside a sentence ("The coin landed on heads."): in lower case, except
 * in a language whose nouns keep their capital (German), where a label in capitals ("KOPF") gets
 * only its first letter capital ("Kopf") and any other label stays as the visitor typed it.
 */
export function sideInSentence(label: string, locale: string, capitalizesNouns: boolean): string {
  if (!capitalizesNouns) return label.toLocaleLowerCase(locale);
  if (label !== label.toLocaleUpperCase(locale)) return label;
  const lower = label.toLocaleLowerCase(locale);
  const first = lower.codePointAt(0);
  if (first === undefined) return label;
  const firstChar = String.fromCodePoint(first);
  return firstChar.toLocaleUpperCase(locale) + lower.slice(firstChar.length);
}
