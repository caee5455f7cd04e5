import type { BrowserContext, Page, Route } from '@playwright/test';
import { DRAND_RELAYS, roundTimeMs } from '@/lib/draw/beacon';
import { recordedRound, recordedRounds } from '../__tests__/lib/draw/beacon-rounds';

/**
 * drand's relays as the browser meets them in these tests: route handlers on
 * every relay origin answering from real recorded quicknet rounds, shaped as
 * drand's `/public/<round>` answer. No test reaches the network.
 */

/** The recorded round the main flows draw with, and when it was published. */
export const ROUND = recordedRound(32285085);
const PUBLISHED_MS = roundTimeMs(ROUND.round);
/**
 * The moment of sealing: 2 minutes and 1 second before the round, so an
 * empty draw time (2 minutes after the seal) falls 1 s before the round's
 * publication and the draw is sealed with exactly that round.
 */
export const SEAL_AT_MS = PUBLISHED_MS - 121_000;

/** What one relay does: answer the recorded round, answer another round's signature (forged), or fail. */
export type RelayBehaviour = 'recorded' | 'forged' | 'down';

const CORS = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };

/** The round a relay request asks for, from `…/<chain>/public/<round>`. */
function askedRound(url: string): number {
  return Number(new URL(url).pathname.split('/').pop());
}

/**
 * Routes every relay origin on `target` (a page, or a context for several
 * tabs). `behaviour` picks each relay's answer and can change during the test;
 * the returned list records each request's address, in order.
 */
export async function routeRelays(target: Page | BrowserContext, behaviour: (relay: string) => RelayBehaviour = () => 'recorded'): Promise<string[]> {
  const asked: string[] = [];
  for (const relay of DRAND_RELAYS) {
    await target.route(`${relay}/**`, async (route: Route) => {
      asked.push(route.request().url());
      const round = askedRound(route.request().url());
      const recorded = recordedRounds.find((r) => r.round === round);
      const answer = behaviour(relay);
      if (answer === 'down') return route.abort('connectionrefused');
      if (!recorded) return route.fulfill({ status: 404, headers: CORS, body: '{"error":"not yet"}' });
      // A forged answer: the right round and randomness, another round's (valid) signature.
      const signature = answer === 'forged' ? recordedRound(123).signature : recorded.signature;
      return route.fulfill({ status: 200, headers: CORS, body: JSON.stringify({ round, randomness: recorded.randomness, signature }) });
    });
  }
  return asked;
}

/** Turns a beacon draw on (the default randomness), fixes the winners and seals with an empty draw time; the page's clock is paused at the seal. */
export async function sealBeaconDraw(page: Page, winnersCount: number): Promise<void> {
  await page.getByRole('switch', { name: 'Checkable draw' }).click();
  await page.getByRole('radio', { name: 'Public beacon (drand)' }).check();
  await page.getByRole('spinbutton', { name: 'Winners in this draw' }).fill(String(winnersCount));
  await page.clock.pauseAt(SEAL_AT_MS);
  await page.getByRole('button', { name: 'Seal the draw' }).click();
}
