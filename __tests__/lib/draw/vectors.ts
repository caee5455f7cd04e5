import type { DrawRecord, FinishedDrawV2 } from '@/lib/draw/record';

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

/**
 * The published spinfair-draw-v2 vectors, worked out by make-vectors.mjs
 * (node:crypto and zlib, not lib/draw). The text escapes keep every code point
 * visible: U+00E9 and U+00EB are the precomposed (NFC) é and ë.
 */
export interface DrawVectorV2 {
  name: string;
  /** The public seed as typed; the record holds its canonical form. */
  typedPublicSeed: string;
  record: FinishedDrawV2;
  /** zlib's raw DEFLATE of the record's JSON. */
  link: string;
}

const timesV2 = { committedAt: '2026-11-24T10:00:00.000Z', finishedAt: '2026-11-24T10:05:00.000Z' };

export const vectorsV2: [DrawVectorV2, DrawVectorV2] = [
  {
    name: 'vector 1: five names, one winner, public seed "Paris"',
    typedPublicSeed: 'Paris',
    record: {
      algorithm: 'spinfair-draw-v2',
      title: 'Book club prize',
      entries: ['Ana', 'Bo', 'C\u00e9line', 'Dmitri', 'Eun-ji'],
      winnersCount: 1,
      committedAt: timesV2.committedAt,
      commitment: '3d6dda2c49c191b036e17b7c525fbc3fd8e01635a6656d110b78298b9ced9e41',
      serverSeed: `${'0'.repeat(63)}1`,
      publicSeed: 'Paris',
      winners: [{ position: 4, text: 'Eun-ji' }],
      finishedAt: timesV2.finishedAt,
    },
    link:
      '/verify#r=pZDNTsMwEIRfpZqzg-z8tfGtLdyR4ETVQ2Jv6EJiR47TIqo-EM_Bi6FIpSdurOa2MyPNd0bdvfrA8dBDYxzYtTWHxIb6lBxTCESOHUFj4_37wnRTsxgCfxIEyMXANELvsHY1BDYeAtvvr47d_L_vOQaGwMPkkjfGXuDEzlEYt35yEVoJGN_3HCPZdYRGKtMyUSpJ82cltZx1J6V8wa-xpzmHzJbW1qnJK6Mq1cisJLVslqZIi7YxWWtXJFWZFXVZFqVVSjbLVVqtmsqQrShXEBgpHCk8EVloyP_d3DdMTcfm2vdYBx5xmwu9O2PwI0f2DjoXiPQx77iCuewFWnY8Hv7mUNw4XH4A',
  },
  {
    name: 'vector 2: no title, duplicates, an emoji sequence and other scripts, three winners, a typed seed with invisible characters',
    typedPublicSeed: '  Pa\u200Bris \u00A0 2026\uFE0F ',
    record: {
      algorithm: 'spinfair-draw-v2',
      title: '',
      entries: ['Ticket 1', 'Ticket 1', '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}', 'Zo\u00eb', '\u0633\u0644\u0627\u0645', '\u6771\u4eac'],
      winnersCount: 3,
      committedAt: timesV2.committedAt,
      commitment: '61230e81d976d315fe97b77a561e828ca3fd45b55d9233c2097c98f431f46c95',
      serverSeed: 'ab'.repeat(32),
      publicSeed: 'Paris 2026',
      winners: [
        { position: 1, text: 'Ticket 1' },
        { position: 2, text: '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}' },
        { position: 0, text: 'Ticket 1' },
      ],
      finishedAt: timesV2.finishedAt,
    },
    link:
      '/verify#r=pZC9SgNBEMdfRf71nuzufW8nvoBgqoQU9zFnFnN3YW-TCCFgoaWFDyCWQbQRO1tfImlFrH0EPdAzQjqZgZniNwP_3wLJ-KQ22o5KKDQTXRWJNk5ukrkzk2Cw2o4JCmCgyhpNDdQAPZ2dkt0TYNvrx-313ev51e9YgaFfv9yDYf20uVivNpdgeL95fHt-wJBhrquKTHNYTysL5TJkdVlqayk_sFCQXAaOEI70eoIr3vY-57yPH7Ck9g6BkC6nSORxGOSu8AuKwzQMEz8QFMkoS9wi9_zU9_NYum4meRxmcVR4rii8IIt9MDRkZmSOiXIoJOn_6kvFZJqOdfb97ygxutlr06DLDDVYYFI32uq6ghIMls7aMJ3PJdsGZAfssPwX5Tt-DRkKXelmtFut36ldfgI',
  },
];
