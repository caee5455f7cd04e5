import { announcementLink, verificationLink } from '@/lib/draw/link';
import { announcementOfV3 } from '@/lib/draw/record-v3';
import { test, expect, seriousA11yViolations } from './fixtures';
import { makeRecordV3, ROUND, sealForRound } from './beacon-records';
import { routeRelays } from './beacon-relays';
import { verdict } from './verify-records';

// Version 3 on /verify at both widths: a record verifies inside the browser, with no request past the
// site; an announcement past its round lists its winners from the relays (recorded rounds) and fits.
test.use({ timezoneId: 'UTC' });

test('a version 3 record link verifies with no request leaving the site, naming its round', async ({ page, context, baseURL, consoleErrors }) => {
  const record = await makeRecordV3();
  const elsewhere: string[] = [];
  // Every request of the page and its workers, from the first.
  context.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
  });
  await page.goto(await verificationLink(record));
  await expect(verdict(page)).toContainText(`Verified: the winners were decided by drand round ${ROUND.round}, published September 17, 2026 at 3:23:39 PM UTC.`);
  await expect(page.getByText(/: Passed$/)).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'What no record can prove by itself' })).toContainText('was public before');
  const winners = page.getByRole('heading', { name: 'Winners in the order they were drawn' }).locator('xpath=following-sibling::ol');
  await expect(winners.getByRole('listitem')).toHaveText(record.winners.map((w) => `${w.text} (position ${w.position})`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(elsewhere).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a version 3 announcement past its round fits the width, and "Check the winners now" lists the winners', async ({ page, consoleErrors }) => {
  await routeRelays(page);
  const record = await makeRecordV3();
  await page.goto(await announcementLink(announcementOfV3(await sealForRound())));
  await expect(verdict(page)).toHaveText('Announced, not yet drawn');
  await page.getByRole('button', { name: 'Check the winners now' }).click();
  const winners = page.getByRole('heading', { name: `Winners decided by round ${ROUND.round}` }).locator('xpath=following-sibling::ol');
  await expect(winners.getByRole('listitem')).toHaveText(record.winners.map((w) => `${w.text} (position ${w.position})`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
