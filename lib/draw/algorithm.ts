import { cryptoSource, type RandomSource } from '@/lib/random';
import { utf8 } from '@/lib/bytes';
import { fromHex, toHex } from '@/lib/draw/bytes';

/**
 * The checkable draw. A host publishes the commitment before the draw;
 * afterwards the revealed server seed, the public seed and the list let
 * anyone recompute the commitment and every winner with plain SHA-256 and
 * HMAC-SHA256. Version 1 committed to the list only; version 2 (what the site
 * makes now) also commits to the title, the time and the number of winners,
 * and uses the public seed in its canonical form only.
 */
export const DRAW_ALGORITHM_V1 = 'spinfair-draw-v1';
export const DRAW_ALGORITHM_V2 = 'spinfair-draw-v2';
/** Version 3: no server seed; the randomness is a public beacon round fixed at the seal and published after it. */
export const DRAW_ALGORITHM_V3 = 'spinfair-draw-v3';

const TWO_POW_32 = 0x1_0000_0000;

export interface DrawWinner {
  /** The index into the committed entries: duplicates make the text alone ambiguous. */
  position: number;
  text: string;
}

export interface DrawSeeds {
  /** 64 lower-case hex digits (32 bytes), secret until the draw is finished. */
  serverSeed: string;
  /** Any text chosen by others after the commitment was published; may be empty. */
  publicSeed: string;
}

function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

/** Entry texts as the draw commits to them: Unicode NFC, so the same visible text always gives the same bytes. */
export function normalizeEntries(entries: readonly string[]): string[] {
  return entries.map((text) => text.normalize('NFC'));
}

/** A fresh server seed: 32 random bytes as 64 lower-case hex digits. */
export function newServerSeed(source: RandomSource = cryptoSource): string {
  const words = source(new Uint32Array(8));
  const bytes = new Uint8Array(32);
  const view = new DataView(bytes.buffer);
  words.forEach((word, i) => view.setUint32(4 * i, word, false));
  return toHex(bytes);
}

async function sha256Hex(message: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', utf8(message))));
}

/** Version 1: hex(SHA-256(UTF-8("spinfair-draw-v1\n" + serverSeed + "\n" + entries joined by "\n"))). */
export async function commitmentOf(serverSeed: string, entries: readonly string[]): Promise<string> {
  return sha256Hex(`${DRAW_ALGORITHM_V1}\n${serverSeed}\n${entries.join('\n')}`);
}

/** What a version 2 commitment covers. No part holds a line break, so the joined text splits back into exactly these. */
export interface CommittedParts {
  serverSeed: string;
  /** UTC, exactly as Date.prototype.toISOString writes it. */
  committedAt: string;
  winnersCount: number;
  title: string;
  entries: readonly string[];
}

/** Version 2: hex(SHA-256(UTF-8(join("\n", ["spinfair-draw-v2", serverSeed, committedAt, winnersCount, title, ...entries])))). */
export async function commitmentV2({ serverSeed, committedAt, winnersCount, title, entries }: CommittedParts): Promise<string> {
  return sha256Hex([DRAW_ALGORITHM_V2, serverSeed, committedAt, String(winnersCount), title, ...entries].join('\n'));
}

/** What a version 3 commitment covers: no seed, but the beacon round whose randomness will decide. */
export interface CommittedPartsV3 {
  committedAt: string;
  winnersCount: number;
  /** The beacon's chain hash (quicknet's). */
  chain: string;
  round: number;
  title: string;
  entries: readonly string[];
}

/** Version 3: hex(SHA-256(UTF-8(join("\n", ["spinfair-draw-v3", committedAt, winnersCount, chainHash, round, title, ...entries])))). */
export async function commitmentV3({ committedAt, winnersCount, chain, round, title, entries }: CommittedPartsV3): Promise<string> {
  return sha256Hex([DRAW_ALGORITHM_V3, committedAt, String(winnersCount), chain, String(round), title, ...entries].join('\n'));
}

/**
 * Version 3's seeds in version 2's places: the HMAC key is the beacon's 32
 * bytes of randomness and the message starts with the commitment, so the
 * winners are HMAC-SHA256(randomness, commitment + "\n" + k + "\n" + c) with
 * the same rejection rule.
 */
export function beaconSeeds(randomness: string, commitment: string): DrawSeeds {
  return { serverSeed: randomness, publicSeed: commitment };
}

/** Draws winner after winner for one pair of seeds, reusing the imported HMAC key. */
export class WinnerStream {
  private constructor(
    private readonly key: CryptoKey,
    private readonly publicSeed: string,
  ) {}

  static async open({ serverSeed, publicSeed }: DrawSeeds): Promise<WinnerStream> {
    const key = await subtle().importKey('raw', fromHex(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return new WinnerStream(key, publicSeed);
  }

  /**
   * The k-th winner (k = won.length) among the entries whose positions are not
   * in `won`, kept in list order.
   */
  async next(entries: readonly string[], won: readonly number[]): Promise<DrawWinner> {
    const taken = new Set(won);
    if (taken.size !== won.length || won.some((p) => !Number.isInteger(p) || p < 0 || p >= entries.length)) {
      throw new RangeError('The positions already won must be distinct positions in the list');
    }
    const remaining: number[] = [];
    entries.forEach((_, position) => {
      if (!taken.has(position)) remaining.push(position);
    });
    return this.pick(entries, remaining, won.length);
  }

  /** The first `count` winners, recomputed in order. */
  async replay(entries: readonly string[], count: number): Promise<DrawWinner[]> {
    if (!Number.isInteger(count) || count < 0 || count > entries.length) {
      throw new RangeError(`A draw of ${entries.length} entries has 0 to ${entries.length} winners, not ${count}`);
    }
    const remaining = entries.map((_, position) => position);
    const winners: DrawWinner[] = [];
    for (let k = 0; k < count; k += 1) {
      const winner = await this.pick(entries, remaining, k);
      winners.push(winner);
      remaining.splice(remaining.indexOf(winner.position), 1);
    }
    return winners;
  }

  /**
   * Attempt c takes the first 4 bytes of
   * HMAC-SHA256(serverSeed, publicSeed + "\n" + k + "\n" + c) as a big-endian
   * number u and accepts it when u < floor(2^32 / n) * n; the cut-off removes
   * the bias `u mod n` would otherwise have.
   */
  private async pick(entries: readonly string[], remaining: readonly number[], k: number): Promise<DrawWinner> {
    const n = remaining.length;
    if (n === 0) throw new RangeError('Every entry has already won: there is no one left to draw');
    const limit = Math.floor(TWO_POW_32 / n) * n;
    for (let c = 0; ; c += 1) {
      const mac = await subtle().sign('HMAC', this.key, utf8(`${this.publicSeed}\n${k}\n${c}`));
      const u = new DataView(mac).getUint32(0, false);
      if (u < limit) {
        const position = remaining[u % n] as number;
        return { position, text: entries[position] as string };
      }
    }
  }
}

/** The next winner of a draw under way, given the positions that have already won, in order. */
export async function drawNextWinner(seeds: DrawSeeds, entries: readonly string[], won: readonly number[]): Promise<DrawWinner> {
  return (await WinnerStream.open(seeds)).next(entries, won);
}

/** The first `count` winners of a draw, recomputed from its seeds. */
export async function replayWinners(seeds: DrawSeeds, entries: readonly string[], count: number): Promise<DrawWinner[]> {
  return (await WinnerStream.open(seeds)).replay(entries, count);
}
