// The offline worker and drand's relays: a page it controls still reaches them, and nothing it keeps holds their answers.
import { announcementLink } from '@/lib/draw/link';
import { announcementOfV3 } from '@/lib/draw/record-v3';
import { test, expect } from './fixtures';
import { makeRecordV3, ROUND, sealForRound } from './beacon-records';
import { routeRelays } from './beacon-relays';
import { waitForOfflineReady } from './offline-ready';

test.use({ serviceWorkers: 'allow' });

test('"Check the winners now" works on a page the offline worker controls, which keeps no relay answer', async ({ page, context }) => {
  test.setTimeout(90_000);
  // On the context, so a request the worker made itself would be answered (and counted) too.
  const asked = await routeRelays(context);
  const record = await makeRecordV3();
  await page.goto(await announcementLink(announcementOfV3(await sealForRound())));
  await waitForOfflineReady(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/service-worker\.js$/);

  await page.getByRole('button', { name: 'Check the winners now' }).click();
  const winners = page.getByRole('heading', { name: `Winners decided by round ${ROUND.round}` }).locator('xpath=following-sibling::ol');
  await expect(winners.getByRole('listitem')).toHaveText(record.winners.map((w) => `${w.text} (position ${w.position})`));
  expect(asked).toHaveLength(1);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(kept.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
});
