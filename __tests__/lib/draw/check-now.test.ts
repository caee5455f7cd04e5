/**
 * @jest-environment node
 */
// Node's environment: Response and crypto.subtle as a browser has them.
import { checkWinnersNow } from '@/lib/draw/check-now';
import { announcementOfV3 } from '@/lib/draw/record-v3';
import { fastVerifier, recordedRound } from './beacon-rounds';
import { vectorRecord } from './vectors-v3';

const RELAYS = ['https://one.test', 'https://two.test'];
const LATER = Date.parse('2026-11-27T12:00:00.000Z');
const round123 = recordedRound(123);
const announced = announcementOfV3(vectorRecord);

function answering(...bodies: unknown[]): typeof globalThis.fetch {
  let asked = 0;
  return (() => {
    const body = bodies[asked++];
    return body === undefined ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response(JSON.stringify(body)));
  }) as typeof globalThis.fetch;
}

describe('checkWinnersNow', () => {
  it("gives the announced draw's winners from its round, as the finished record has them", async () => {
    const found = await checkWinnersNow(announced, { relays: RELAYS, now: () => LATER, verify: await fastVerifier(), fetch: answering(round123) });
    expect(found).toEqual({ ok: true, round: 123, signature: round123.signature, relay: RELAYS[0], winners: vectorRecord.winners });
  });

  it("passes over a relay whose signature is another round's, and ignores a relay's own randomness", async () => {
    const forged = { ...round123, signature: recordedRound(2000).signature };
    const wrongRandomness = { ...round123, randomness: '0'.repeat(64) };
    const found = await checkWinnersNow(announced, { relays: RELAYS, now: () => LATER, verify: await fastVerifier(), fetch: answering(forged, wrongRandomness) });
    expect(found).toMatchObject({ ok: true, relay: RELAYS[1], winners: vectorRecord.winners });
  });

  it('says every relay failed when none answers, and draws no winner', async () => {
    const found = await checkWinnersNow(announced, { relays: RELAYS, now: () => LATER, verify: await fastVerifier(), fetch: answering() });
    expect(found).toMatchObject({ ok: false, reason: 'allRelaysFailed' });
  });

  it('asks nothing before the round is published', async () => {
    const fetch = jest.fn(answering(round123));
    const found = await checkWinnersNow(announced, { relays: RELAYS, now: () => Date.parse('2023-08-23T15:15:30.000Z'), fetch });
    expect(found).toEqual({ ok: false, reason: 'notYetPublished', publishedAtMs: Date.parse('2023-08-23T15:15:33.000Z') });
    expect(fetch).not.toHaveBeenCalled();
  });
});
