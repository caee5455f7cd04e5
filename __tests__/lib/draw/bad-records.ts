import type { CheckId } from '@/lib/draw/verify';
import { vectorsV2 } from './vectors';

/**
 * Version 2 records that break one rule each, made from vector 2 (six
 * entries, three winners). /verify and the reference implementation must both
 * refuse every one; `failed` and `reason` are what /verify says.
 */
export interface BadRecord {
  name: string;
  json: string;
  failed: CheckId;
  reason: RegExp;
}

const base = vectorsV2[1].record;

function changed(changes: Record<string, unknown>): string {
  return JSON.stringify({ ...base, ...changes });
}

function without(field: string): string {
  const copy: Record<string, unknown> = { ...base };
  delete copy[field];
  return JSON.stringify(copy);
}

function entry(at: number, text: string): string {
  return changed({ entries: base.entries.map((e, i) => (i === at ? text : e)) });
}

const notCanonical = /"publicSeed" is not in its canonical form/;
const notExactTime = (field: string) => new RegExp(`"${field}" must be a UTC time written exactly as YYYY-MM-DDTHH:MM:SS\\.sssZ`);
const badCount = /"winnersCount" must be a whole number from 1 to the number of entries \(6\)/;

const cases: [string, string, CheckId, RegExp][] = [
  ['a public seed with a zero-width space', changed({ publicSeed: 'Pa\u200Bris 2026' }), 'record', notCanonical],
  ['a public seed with a variation selector', changed({ publicSeed: 'Paris 2026\uFE0F' }), 'record', notCanonical],
  ['a public seed with two spaces in a row', changed({ publicSeed: 'Paris  2026' }), 'record', notCanonical],
  ['a public seed with a leading space', changed({ publicSeed: ' Paris 2026' }), 'record', notCanonical],
  ['a public seed with a no-break space', changed({ publicSeed: 'Paris\u00A02026' }), 'record', notCanonical],
  ['a public seed NFKC changes (the fi ligature)', changed({ publicSeed: '\uFB01nal' }), 'record', notCanonical],
  ['a public seed of 201 characters', changed({ publicSeed: 'x'.repeat(201) }), 'record', notCanonical],
  ['an entry with a control character', entry(0, 'Ticket\u00071'), 'record', /Entry 1 breaks the draw's text rules: it contains the invisible control character U\+0007/],
  ['an entry with a line break', entry(1, 'Ticket\n1'), 'record', /Entry 2 breaks the draw's text rules: it contains a line break/],
  ['an entry with a carriage return', entry(1, 'Ticket\r1'), 'record', /Entry 2 breaks the draw's text rules: it contains a line break/],
  ['an entry with a tab', entry(5, '\u6771\t\u4eac'), 'record', /Entry 6 breaks the draw's text rules: it contains a tab/],
  ['an entry with a next-line control U+0085', entry(4, 'a\u0085b'), 'record', /Entry 5 breaks the draw's text rules: .*U\+0085/],
  ['an entry with a line separator U+2028', entry(4, 'a\u2028b'), 'record', /Entry 5 breaks the draw's text rules: .*U\+2028/],
  ['an entry with a paragraph separator U+2029', entry(4, 'a\u2029b'), 'record', /Entry 5 breaks the draw's text rules: .*U\+2029/],
  ['an entry not in NFC', entry(3, 'Zoe\u0308'), 'record', /Entry 4 breaks the draw's text rules: it is not in Unicode normal form NFC/],
  ['an entry of only spaces', entry(2, '\u00A0 \u3000'), 'record', /Entry 3 breaks the draw's text rules: it is empty or only spaces/],
  ['an empty entry', entry(2, ''), 'record', /Entry 3 breaks the draw's text rules: it is empty or only spaces/],
  ['an entry with a lone surrogate', entry(2, 'a\uD800'), 'record', /Entry 3 contains a broken character/],
  ['a title with a line break', changed({ title: 'Prize\ndraw' }), 'record', /The title breaks the draw's text rules: it contains a line break/],
  ['a title not in NFC', changed({ title: 'Cafe\u0301' }), 'record', /The title breaks the draw's text rules: it is not in Unicode normal form NFC/],
  ['a title of 121 characters', changed({ title: 'x'.repeat(121) }), 'record', /The title breaks the draw's text rules: it is longer than 120 characters/],
  ['committedAt without milliseconds', changed({ committedAt: '2026-11-24T10:00:00Z' }), 'record', notExactTime('committedAt')],
  ['committedAt with an offset instead of Z', changed({ committedAt: '2026-11-24T10:00:00.000+00:00' }), 'record', notExactTime('committedAt')],
  ['committedAt with microseconds', changed({ committedAt: '2026-11-24T10:00:00.000000Z' }), 'record', notExactTime('committedAt')],
  ['committedAt on a day that does not exist', changed({ committedAt: '2026-02-30T10:00:00.000Z' }), 'record', notExactTime('committedAt')],
  ['committedAt as a number', changed({ committedAt: Date.parse(base.committedAt) }), 'record', /"committedAt" is missing or is not text/],
  ['finishedAt without milliseconds', changed({ finishedAt: '2026-11-24T10:05:00Z' }), 'record', notExactTime('finishedAt')],
  ['finishedAt before committedAt', changed({ finishedAt: '2026-11-24T09:59:59.999Z' }), 'record', /"finishedAt" is before "committedAt": a draw cannot end before it was committed/],
  ['cancelledAt before committedAt', JSON.stringify({ ...JSON.parse(without('finishedAt')), cancelledAt: '2026-11-23T10:00:00.000Z' }), 'record', /"cancelledAt" is before "committedAt"/],
  ['both finishedAt and cancelledAt', changed({ cancelledAt: base.finishedAt }), 'record', /exactly one of "finishedAt" and "cancelledAt"/],
  ['neither finishedAt nor cancelledAt', without('finishedAt'), 'record', /exactly one of "finishedAt" and "cancelledAt"/],
  ['an extra field', changed({ note: 'drawn live' }), 'record', /The record has a field "note" that its version does not have/],
  ['winnersCount 0', changed({ winnersCount: 0 }), 'record', badCount],
  ['winnersCount over the number of entries', changed({ winnersCount: 7 }), 'record', badCount],
  ['winnersCount as text', changed({ winnersCount: '3' }), 'record', badCount],
  ['winnersCount with a fraction', changed({ winnersCount: 2.5 }), 'record', badCount],
  ['no winnersCount', without('winnersCount'), 'record', badCount],
  ['more winners than the draw was sealed for', changed({ winners: [...base.winners, { position: 3, text: 'Zo\u00eb' }] }), 'record', /lists 4 winners, but the draw was sealed for 3/],
  ['a finished record with fewer winners than sealed for', changed({ winners: base.winners.slice(0, 2) }), 'winners', /The draw was sealed for 3 winners, but the finished record has 2/],
  ['a finished record with no winners', changed({ winners: [] }), 'winners', /The draw was sealed for 3 winners, but the finished record has 0/],
  ['an upper-case server seed', changed({ serverSeed: base.serverSeed.toUpperCase() }), 'record', /"serverSeed" must be 64 lower-case hexadecimal digits/],
  ['a server seed that is not hex', changed({ serverSeed: 'zz'.repeat(32) }), 'record', /"serverSeed" must be 64 lower-case hexadecimal digits/],
  ['a changed title', changed({ title: 'Raffle' }), 'commitment', /SHA-256 of the server seed, the time, the number of winners, the title and the 6 entries gives [0-9a-f]{12}…, but the commitment is 61230e81d976…/],
  ['a changed time', changed({ committedAt: '2026-11-24T10:00:00.001Z' }), 'commitment', /something committed is not what the host committed to/],
  ['a changed number of winners, the winners drawn to match', changed({ winnersCount: 2, winners: base.winners.slice(0, 2) }), 'commitment', /something committed is not what the host committed to/],
];

export const badRecordsV2: BadRecord[] = cases.map(([name, json, failed, reason]) => ({ name, json, failed, reason }));
