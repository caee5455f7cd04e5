import type { Page } from '@playwright/test';
import { DRAND_RELAYS } from '@/lib/draw/beacon';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { seriousA11yViolations, test, expect } from './fixtures';
import { ROUND, routeRelays, SEAL_AT_MS, sealBeaconDraw, type RelayBehaviour } from './beacon-relays';
import { WheelPage } from './wheel-page';

/** The wheel's Spin tab, the page's clock installed a minute before the moment the tests seal at. */
async function openSpinTabBeforeSeal(page: Page): Promise<WheelPage> {
  await page.clock.install({ time: SEAL_AT_MS - 60_000 });
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.openTab('Spin');
  return wheel;
}

const verifiedStatus = `drand round ${ROUND.round} received and its signature verified`;

test.describe('beacon draw, when the relays misbehave or the page moves', () => {
  test('a relay answering a forged signature is passed over and the next relay\'s round is used', async ({ page }) => {
    const asked = await routeRelays(page, (relay) => (relay === DRAND_RELAYS[0] ? 'forged' : 'recorded'));
    const wheel = await openSpinTabBeforeSeal(page);
    await sealBeaconDraw(page, 1);
    await expect(page.getByText(`drand round ${ROUND.round}`, { exact: true })).toBeVisible();
    await page.clock.runFor(121_000);
    await expect(page.getByRole('status').filter({ hasText: verifiedStatus })).toBeVisible();
    expect(asked.map((url) => new URL(url).origin)).toEqual([DRAND_RELAYS[0], DRAND_RELAYS[1]]);
    await page.clock.resume();
    await expect(wheel.spinButton).toBeEnabled();
  });

  test('every relay down: an alert, nothing drawn, the list locked, then "Try again" succeeds', async ({ page, consoleErrors }) => {
    let behaviour: RelayBehaviour = 'down';
    const asked = await routeRelays(page, () => behaviour);
    const wheel = await openSpinTabBeforeSeal(page);
    await sealBeaconDraw(page, 1);
    await expect(page.getByText(`drand round ${ROUND.round}`, { exact: true })).toBeVisible();
    await page.clock.runFor(121_000);
    const alert = page.getByRole('alert').filter({ hasText: `drand round ${ROUND.round} could not be fetched` });
    await expect(alert).toBeVisible();
    expect(asked).toHaveLength(DRAND_RELAYS.length);
    await expect(wheel.spinButton).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel draw' })).toBeEnabled();
    await wheel.openTab('Entries');
    await expect(wheel.newEntry).toBeDisabled();

    await wheel.openTab('Spin');
    behaviour = 'recorded';
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: verifiedStatus })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await page.clock.resume();
    await expect(wheel.spinButton).toBeEnabled();
    // The failed fetches are the browser's own network errors; the page itself reports nothing else.
    expect(consoleErrors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(error))).toEqual([]);
  });

  test('reloaded during the wait, the draw waits on with its round and countdown, then is decided at the draw time', async ({ page }) => {
    const asked = await routeRelays(page);
    const wheel = await openSpinTabBeforeSeal(page);
    await sealBeaconDraw(page, 1);
    const commitment = await page.getByRole('textbox', { name: 'Draw commitment' }).inputValue();
    await page.clock.runFor(30_000);

    // The page loads its panels on its clock: time runs during the reload, then stops 40 s after the seal.
    await page.clock.resume();
    await page.reload();
    await page.locator(WHEEL_READY).waitFor();
    await wheel.openTab('Spin');
    await page.clock.pauseAt(SEAL_AT_MS + 40_000);
    await expect(page.getByRole('textbox', { name: 'Draw commitment' })).toHaveValue(commitment);
    await expect(page.getByText(`drand round ${ROUND.round}`, { exact: true })).toBeVisible();
    await expect(page.getByText('1:21 left')).toBeVisible();
    await expect(wheel.spinButton).toBeDisabled();
    expect(asked).toEqual([]);

    await page.clock.runFor(81_000);
    await expect(page.getByRole('status').filter({ hasText: verifiedStatus })).toBeVisible();
  });

  test('reached through a link from another page of the site, whose policy allows no relay, the wheel loads itself afresh at the draw time and is decided', async ({ page }) => {
    const asked = await routeRelays(page);
    const wheel = await openSpinTabBeforeSeal(page);
    await sealBeaconDraw(page, 1);
    await page.clock.resume();

    // The about page opened by its address, then the wheel through the header's link: the page keeps the about page's policy.
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'SpinFair' }).click();
    await page.locator(WHEEL_READY).waitFor();
    await page.clock.pauseAt(SEAL_AT_MS + 60_000);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(70_000);
    await reloaded;
    await page.clock.resume();
    await page.locator(WHEEL_READY).waitFor();
    await wheel.openTab('Spin');
    await expect(page.getByRole('status').filter({ hasText: verifiedStatus })).toBeVisible();
    expect(asked.map((url) => new URL(url).origin)).toEqual([DRAND_RELAYS[0]]);
  });

  test('a second open tab follows: the draw sealed here locks its list, and it is decided there too', async ({ page, context }) => {
    test.slow(); // two tabs
    await routeRelays(context);
    await context.clock.install({ time: SEAL_AT_MS - 60_000 });
    const host = new WheelPage(page);
    await host.open();
    const otherPage = await context.newPage();
    const other = new WheelPage(otherPage);
    await other.open();
    // Both panels' code arrives while the clock runs; the seal below pauses it (for every tab: the clock is the context's).
    await other.openTab('Spin');
    await other.openTab('Entries');
    await expect(other.newEntry).toBeEnabled();

    await host.openTab('Spin');
    await sealBeaconDraw(page, 1);
    await expect(other.newEntry).toBeDisabled({ timeout: 2_000 });
    await other.openTab('Spin');
    await expect(otherPage.getByText(`drand round ${ROUND.round}`, { exact: true })).toBeVisible();
    await expect(other.spinButton).toBeDisabled();

    // One clock for both tabs (the context's): moved once, or a second move would run out the relays' timeouts mid-fetch.
    await context.clock.runFor(121_000);
    await expect(page.getByRole('status').filter({ hasText: verifiedStatus })).toBeVisible();
    await expect(otherPage.getByRole('status').filter({ hasText: verifiedStatus })).toBeVisible();
    await otherPage.close();
  });

  test('the setup, the wait and the relays\' failure have no serious accessibility violation', async ({ page }) => {
    test.slow(); // three scans
    await routeRelays(page, () => 'down');
    // The clock runs here (scans wait on the page's own timers); the draw time then falls on some round.
    await openSpinTabBeforeSeal(page);
    await page.getByRole('switch', { name: 'Checkable draw' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Randomness' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Seal the draw' }).click();
    await expect(page.getByText(/left$/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.clock.runFor(125_000);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be fetched' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
