import type { DrawRecord } from '@/lib/draw/record';

/**
 * Fixed draws worked out without lib/draw, by make-vectors.mjs beside this
 * file (Node's createHash, createHmac and zlib.deflateRawSync following the
 * written algorithm). Each link is zlib's own raw DEFLATE of the record's JSON.
 */
export interface DrawVector {
  name: string;
  record: DrawRecord;
  /** Set for the vectors whose link is short enough to keep here. */
  link?: string;
  /** The (k, c) attempts whose HMAC fell in the rejected top slice. */
  rejections: { k: number; c: number; u: number }[];
}

const times = { committedAt: '2026-11-20T18:00:00.000Z', finishedAt: '2026-11-20T18:05:00.000Z' };

/** 5,993 entries: the count from 5,000 to 6,000 with the largest 2^32 mod n, so a rejection is findable. */
export const RAFFLE_SIZE = 5993;

export const vectors: DrawVector[] = [
  {
    name: 'five names and a lottery result as the public seed',
    record: {
      algorithm: 'spinfair-draw-v1',
      title: 'Book club pick',
      entries: ['Alice', 'Bob', 'Carol', 'Dave', 'Eve'],
      commitment: '5deb0cda34efc295aab79f5fcd51011dbf86056ea359d9b082e032a587f7d9df',
      serverSeed: '1866c2bf96def9767da2ea7c4496084b4d3597be10cfa178d8e9bcb7ccddf2b9',
      publicSeed: 'lottery 7 14 21 28 35 42',
      winners: [
        { position: 2, text: 'Carol' },
        { position: 3, text: 'Dave' },
        { position: 4, text: 'Eve' },
      ],
      ...times,
    },
    link:
      '/verify#r=bZDLbtswFER_RZg1XZCUKJLa5fUF6apFF3xcJkRk0aBoO0Hgfy_UBkYCZDtnMMCZd7j5qdTcnveYsB7yklyuu1jdeXcSYGi5zYQJt6W8dGE--u6QwwsYaGk104rpN27mHAgMt8WD4c7VMoPh3p228OFE-MMQyn6f256Whgkqkuchun6gFKRVznltk0ohKsGFiD6ZkauRXK9stJ4bSbyXThmddLQxgWGleqL6SBQxQZhxDNInO0ZKVo86OklOh2GwIzeDH2KvrPYkeEhOaBMNWR-8DiHGJL0Fw-Ho5xw-9ubSGtW3Tndi6KTopOl61Q0SDOe8LFQ37XccyppbLgsmydDodVP7b39hn2l_pf8--QqHK9yeulyvahRvtlRyOe6E2En-U5iJ84nzH5zzX2BIecnr8_c9de1d_gI',
    rejections: [],
  },
  {
    name: 'duplicates, non-ASCII entries and an empty public seed',
    record: {
      algorithm: 'spinfair-draw-v1',
      title: 'Prix du café ☕',
      entries: ['Zoë', 'Ana', 'Ana', '李雷', 'Café', '🎉 Party', 'Ana'],
      commitment: '9665ec4e29fd97403b284e72ab9e02f60a5fffeb62d60b94db84e7778267776e',
      serverSeed: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
      publicSeed: '',
      winners: [
        { position: 2, text: 'Ana' },
        { position: 5, text: '🎉 Party' },
        { position: 1, text: 'Ana' },
        { position: 3, text: '李雷' },
      ],
      ...times,
    },
    link:
      '/verify#r=fZHBSsNAEIZfpcx5KzPbZDfJrfgCBT1VPGyys7rQJGWzrRXpA3jxJgginsUH8AF8Ew-CNx_BBkqoIF7m8v3_MP8_N2AWF23w8bKGArqlb5zxYWyDuRqvCQREHxcMBcyC34zsalQZ9_4y-ni4BwHcxOC5g-IM5u37KwiYNmaYn093X49vIOC4t4CA7-e729HMhHi915wLqNq69rHmJkIBuVIpVwnL3NlcJzgpZZawlqbMGaVTaFLnHJdKWoVlntiyx1pnUmmtFYOAjsOawwmzhQIQkVDiBBNMUaHGDHM0WGKFFhkdIRFJmlBCKSnSlFFOhkqqyBKT2928XJULX-33gYAr3zQc-sg3sGw7H33bQCEFRN70EfpYW3HI0oEd5P8toX_sk4Ht-9wOrUW20x5IlGpMNJZ4SlmBWCAeIeJ89wPnG99d_q1LB932Bw',
    rejections: [],
  },
  {
    name: 'a raffle of 5,993 tickets whose first attempt is rejected',
    record: {
      algorithm: 'spinfair-draw-v1',
      title: 'Raffle',
      entries: Array.from({ length: RAFFLE_SIZE }, (_, i) => `Ticket ${i + 1}`),
      commitment: 'd64df37ae8545f2ed1d4041263552fb5cd82334df3a8912b013183e89ab1670b',
      serverSeed: 'af62fadaeb5074a2f09612b892f5723711014fd1dd4c26890aa9b5891484acab',
      publicSeed: 'rejection 315423',
      winners: [
        { position: 2795, text: 'Ticket 2796' },
        { position: 1847, text: 'Ticket 1848' },
      ],
      ...times,
    },
    rejections: [{ k: 0, c: 0, u: 4294963609 }],
  },
];
