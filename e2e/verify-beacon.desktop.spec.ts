// /verify with version 3 draws: tampered records, an announcement's countdown and "Check the winners now"
// (the relays served by route handlers from recorded rounds), and the caution under version 2 verdicts.
import type { Page } from '@playwright/test';
import { announcementLink, verificationLink } from '@/lib/draw/link';
import { announcementOfV3, type FinishedDrawV3 } from '@/lib/draw/record-v3';
import { drawNext, finishDraw, sealDraw, withPublicSeed, type FinishedDrawV2 } from '@/lib/draw/record';
import { recordedRound } from '@/__tests__/lib/draw/beacon-rounds';
import { seededSource } from '@/lib/random';
import { test, expect, seriousA11yViolations } from './fixtures';
import { makeRecordV3, ROUND, ROUND_TIME_MS, sealForRound } from './beacon-records';
import { routeRelays } from './beacon-relays';
import { verdict } from './verify-records';
import { englishLeftovers, PREFIXED_LANGUAGES, textIn } from './languages';

test.use({ timezoneId: 'UTC' });

/** The signature with its last hexadecimal digit changed. */
function changedByte(signature: string): string {
  return `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
}

test.describe('a tampered version 3 record', () => {
  test('with a changed round is "Not verified", naming the commitment; its signature fails too', async ({ page, consoleErrors }) => {
    const record = await makeRecordV3();
    const tampered: FinishedDrawV3 = { ...record, beacon: { ...record.beacon, round: record.beacon.round + 1 } };
    await page.goto(await verificationLink(tampered));
    await expect(verdict(page)).toContainText('Not verified: the check "Everything committed matches the commitment" failed.');
    await expect(page.getByText("The round's signature is drand quicknet's: Failed")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("with one byte of the signature changed is \"Not verified\", naming the round's signature", async ({ page, consoleErrors }) => {
    const record = await makeRecordV3();
    const tampered: FinishedDrawV3 = { ...record, beacon: { ...record.beacon, signature: changedByte(record.beacon.signature) } };
    await page.goto(await verificationLink(tampered));
    await expect(verdict(page)).toContainText(`Not verified: the check "The round's signature is drand quicknet's" failed. The signature does not verify for round ${ROUND.round}`);
    await expect(page.getByText('Everything committed matches the commitment: Passed')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("with another round's signature is \"Not verified\", naming the round's signature", async ({ page }) => {
    const record = await makeRecordV3();
    const tampered: FinishedDrawV3 = { ...record, beacon: { ...record.beacon, signature: recordedRound(32_281_667).signature } };
    await page.goto(await verificationLink(tampered));
    await expect(verdict(page)).toContainText(`Not verified: the check "The round's signature is drand quicknet's" failed.`);
  });
});

/** Opens the announcement one minute before its round, with the page's clock under the test's hand. */
async function openAnnouncement(page: Page): Promise<FinishedDrawV3> {
  const record = await makeRecordV3();
  await page.clock.install({ time: ROUND_TIME_MS - 60_000 });
  await page.goto(await announcementLink(announcementOfV3(await sealForRound())));
  await expect(verdict(page)).toHaveText('Announced, not yet drawn');
  return record;
}

function winnersList(page: Page) {
  return page.getByRole('heading', { name: `Winners decided by round ${ROUND.round}` }).locator('xpath=following-sibling::ol');
}

test.describe('a version 3 announcement', () => {
  test('counts down to its round, then "Check the winners now" fetches it and shows the winners', async ({ page, consoleErrors }) => {
    const asked = await routeRelays(page);
    const record = await openAnnouncement(page);
    await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(`drand round ${ROUND.round}, which will be published at September 17, 2026 at 3:23:39 PM UTC`);
    await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^[01]:[0-5]\d$/);
    await expect(page.getByRole('button', { name: 'Check the winners now' })).toHaveCount(0);

    await page.clock.fastForward(61_000);
    const checkNow = page.getByRole('button', { name: 'Check the winners now' });
    await expect(checkNow).toBeVisible();
    await expect(page.getByText("asks drand's public relays (api.drand.sh, api2.drand.sh, api3.drand.sh, and drand.cloudflare.com)")).toBeVisible();
    expect(asked, 'nothing is asked before the press').toEqual([]);

    await checkNow.click();
    await expect(page.getByRole('status').filter({ hasText: `Round ${ROUND.round} received from api.drand.sh` })).toBeVisible();
    await expect(winnersList(page).getByRole('listitem')).toHaveText(record.winners.map((w) => `${w.text} (position ${w.position})`));
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(new RegExp(`^https://api\\.drand\\.sh/52db9ba7\\w+/public/${ROUND.round}$`));
    expect(consoleErrors).toEqual([]);
  });

  test("passes over a relay answering a forged signature and takes the next relay's", async ({ page }) => {
    await routeRelays(page, (relay) => (relay === 'https://api.drand.sh' ? 'forged' : 'recorded'));
    const record = await openAnnouncement(page);
    await page.clock.fastForward(61_000);
    await page.getByRole('button', { name: 'Check the winners now' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Round ${ROUND.round} received from api2.drand.sh` })).toBeVisible();
    await expect(winnersList(page).getByRole('listitem')).toHaveText(record.winners.map((w) => `${w.text} (position ${w.position})`));
  });

  test('with every relay down says so, shows no winner, and "Try again" succeeds once they answer', async ({ page, consoleErrors }) => {
    let down = true;
    await routeRelays(page, () => (down ? 'down' : 'recorded'));
    const record = await openAnnouncement(page);
    await page.clock.fastForward(61_000);
    await page.getByRole('button', { name: 'Check the winners now' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "drand's relays could not be reached" });
    await expect(alert).toContainText('Nothing else is used in its place.');
    await expect(winnersList(page)).toHaveCount(0);

    expect(await seriousA11yViolations(page)).toEqual([]);

    down = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(winnersList(page).getByRole('listitem')).toHaveText(record.winners.map((w) => `${w.text} (position ${w.position})`));
    await expect(page.getByRole('alert').filter({ hasText: "drand's relays" })).toHaveCount(0);
    // The refused fetches are the browser's own console errors; the page itself reports none.
    expect(consoleErrors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(error))).toEqual([]);
  });
});

test('reached through a link inside the site, "Check the winners now" loads the page afresh to allow the relays, then shows the winners', async ({ page }) => {
  const asked = await routeRelays(page);
  const record = await makeRecordV3();
  // The post's page allows no relay, and a link inside the site keeps the policy of the page first loaded.
  await page.goto('/blog/run-a-giveaway-anyone-can-check');
  await page.locator('main a[href="/verify"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a draw' })).toBeVisible();
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /connect-src 'self';/);
  await page.getByRole('textbox', { name: 'Draw record' }).fill(await announcementLink(announcementOfV3(await sealForRound()), 'https://spinfair.example'));
  await page.getByRole('button', { name: 'Check record' }).click();
  await expect(verdict(page)).toHaveText('Announced, not yet drawn');

  await page.getByRole('button', { name: 'Check the winners now' }).click();
  await expect(winnersList(page).getByRole('listitem')).toHaveText(record.winners.map((w) => `${w.text} (position ${w.position})`));
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /connect-src 'self' https:\/\/api\.drand\.sh/);
  expect(page.url()).toMatch(/\/verify#a=/);
  expect(asked).toHaveLength(1);
});

test.describe('the caution under a version 2 verdict', () => {
  async function v2Record({ publicSeed, sealedAt, finishedAt }: { publicSeed: string; sealedAt: string; finishedAt: string }): Promise<FinishedDrawV2> {
    const sealed = await sealDraw({ title: 'Seeded giveaway', entries: ['Ana', 'Bo', 'Cy', 'Dee'], winnersCount: 1, now: new Date(sealedAt), source: seededSource(3) });
    const drawn = (await drawNext(withPublicSeed(sealed, publicSeed))).draw;
    return finishDraw(drawn, new Date(finishedAt)) as FinishedDrawV2;
  }

  function caution(page: Page) {
    return page.getByRole('region', { name: 'Only as fair as its public seed' });
  }

  test('says a version 2 draw is only as fair as its public seed, and plainly when the seed is empty', async ({ page }) => {
    await page.goto(await verificationLink(await v2Record({ publicSeed: '', sealedAt: '2026-11-23T10:00:00Z', finishedAt: '2026-11-23T10:10:00Z' })));
    await expect(verdict(page)).toHaveText('Verified');
    await expect(caution(page)).toContainText('if the audience did not choose the public seed after the announcement, the host could have chosen it');
    await expect(caution(page)).toContainText("This draw has no public seed at all: its winners follow from the host's server seed alone.");
  });

  test('says plainly when the draw finished seconds after it was sealed', async ({ page }) => {
    await page.goto(await verificationLink(await v2Record({ publicSeed: 'Paris 0', sealedAt: '2026-11-23T10:00:00Z', finishedAt: '2026-11-23T10:00:00.500Z' })));
    await expect(verdict(page)).toHaveText('Verified');
    await expect(caution(page)).toContainText('This draw ended 1 second after it was sealed: too soon for an audience to have chosen a seed.');
    await expect(caution(page)).not.toContainText('no public seed');
  });

  test('says plainly when its times lie in the future', async ({ page }) => {
    await page.goto(await verificationLink(await v2Record({ publicSeed: 'pineapple', sealedAt: '2099-01-01T10:00:00Z', finishedAt: '2099-01-01T10:05:00Z' })));
    await expect(verdict(page)).toHaveText('Verified');
    await expect(caution(page)).toContainText('Its times lie in the future (committedAt: January 1, 2099 at 10:00:00 AM UTC; finishedAt: January 1, 2099 at 10:05:00 AM UTC)');
    await expect(caution(page)).not.toContainText('after it was sealed');
  });
});

test('no page but the home and /verify may reach the relays', async ({ page }) => {
  const relayOrigins = /connect-src 'self' https:\/\/api\.drand\.sh https:\/\/api2\.drand\.sh https:\/\/api3\.drand\.sh https:\/\/drand\.cloudflare\.com;/;
  for (const [path, allowed] of [['/', true], ['/verify', true], ['/es', true], ['/pt-br/verify', true], ['/faq', false], ['/coin-flip', false], ['/de/blog', false]] as const) {
    await page.goto(path);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    if (allowed) expect(policy, path).toMatch(relayOrigins);
    else expect(policy, path).toMatch(/connect-src 'self';/);
  }
});

test('every language words a version 3 record and an announcement past its round in its own texts, no English left', async ({ page }) => {
  test.setTimeout(90_000);
  const recordLink = await verificationLink(await makeRecordV3());
  const announced = await announcementLink(announcementOfV3(await sealForRound()));
  for (const lang of PREFIXED_LANGUAGES) {
    await page.goto(`/${lang}${recordLink}`);
    await expect(page.getByRole('region', { name: textIn(lang, 'verify', 'beaconNoteTitle') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: textIn(lang, 'verify', 'verdictVerified') })).toContainText(String(ROUND.round));
    expect(await englishLeftovers(page, lang), `${lang} record`).toEqual([]);
    await page.goto(`/${lang}${announced}`);
    await expect(page.getByRole('button', { name: textIn(lang, 'verify', 'checkNowButton') })).toBeVisible();
    expect(await englishLeftovers(page, lang), `${lang} announcement`).toEqual([]);
  }
});
