import { DRAW_ALGORITHM_V3 } from '@/lib/draw/algorithm';
import { QUICKNET } from '@/lib/draw/beacon';
import type { FinishedDrawV3 } from '@/lib/draw/record-v3';
import { recordedRound } from './beacon-rounds';

// The published version 3 test vector, decided by a real quicknet round (round 123).
export const round123 = recordedRound(123);
export const ENTRIES = ['Ana', 'Bo', 'Céline', 'Dmitri', 'Eun-ji'];
export const VECTOR = {
  committedAt: '2023-08-23T15:14:00.000Z',
  winnersCount: 2,
  title: 'Book club prize',
  entries: ENTRIES,
  commitment: 'db9532bb52187855c1b289255c9c16f72406855e45436fabbbdac62a6e98037b',
};

/** The vector as a finished record: winners at positions 0 and 1. */
export const vectorRecord: FinishedDrawV3 = {
  algorithm: DRAW_ALGORITHM_V3,
  title: VECTOR.title,
  entries: ENTRIES,
  winnersCount: 2,
  committedAt: VECTOR.committedAt,
  beacon: { chain: QUICKNET.chainHash, round: 123, signature: round123.signature },
  commitment: VECTOR.commitment,
  winners: [
    { position: 0, text: 'Ana' },
    { position: 1, text: 'Bo' },
  ],
  finishedAt: '2023-08-23T15:16:00.000Z',
};
