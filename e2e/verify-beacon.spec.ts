import { verificationLink } from '@/lib/draw/link';
import { test, expect, seriousA11yViolations } from './fixtures';
import { makeRecordV3, ROUND } from './beacon-records';
import { verdict } from './verify-records';

// A version 3 record at both widths: it verifies inside the browser, with no request past the site.
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
