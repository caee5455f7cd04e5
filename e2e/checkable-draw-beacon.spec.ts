import { test, expect } from './fixtures';
import { ROUND, routeRelays, SEAL_AT_MS, sealBeaconDraw } from './beacon-relays';
import { verdict } from './verify-records';
import { WheelPage } from './wheel-page';

test('a beacon draw: sealed with a draw time, announced with its round, decided by the verified round, finished and "Verified" on /verify', async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // a two-minute wait on the page's clock, two spins, /verify
  const asked = await routeRelays(page);
  // The page's clock starts a minute before the seal, so the draw time falls on a recorded round.
  await page.clock.install({ time: SEAL_AT_MS - 60_000 });
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.useQuickSpins();
  const status = page.getByRole('status').filter({ hasText: `drand round ${ROUND.round} received and its signature verified` });
  const winners: string[] = [];

  await test.step('seal: the announcement link, the draw time and the round, a countdown, spinning held', async () => {
    await sealBeaconDraw(page, 2);
    const announcement = page.getByRole('textbox', { name: 'Announcement link' });
    await expect(announcement).toHaveValue(/\/verify#a=[A-Za-z0-9_-]+$/);
    await expect(announcement).toBeFocused();
    await expect(page.getByText(`drand round ${ROUND.round}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Winners decided at .*2026/)).toBeVisible();
    await expect(page.getByText('2:01 left')).toBeVisible();
    await expect(wheel.spinButton).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Finish draw' })).toBeDisabled();
    expect(asked).toEqual([]);
  });

  await test.step('the draw time passes: the round is fetched, its signature verified, and the spin button turns on', async () => {
    await page.clock.runFor(60_000);
    await expect(page.getByText('1:01 left')).toBeVisible();
    expect(asked).toEqual([]);
    await page.clock.runFor(61_000);
    await expect(status).toBeVisible();
    expect(asked).toHaveLength(1);
    // The wheel animates on the page's clock again.
    await page.clock.resume();
    await expect(wheel.spinButton).toBeEnabled();
  });

  await test.step('spins land on the draw\'s winners, one by one, then the draw is finished', async () => {
    winners.push(await wheel.spinOnce());
    winners.push(await wheel.spinOnce());
    await expect(page.getByRole('list', { name: 'Winners so far' }).getByRole('listitem')).toHaveText(winners);
    await expect(page.getByText('Every winner is drawn: finish the draw to get its verification link.')).toBeVisible();
    await page.getByRole('button', { name: 'Finish draw' }).click();
  });

  await test.step('the verification link says "Verified" on /verify', async () => {
    const linkBox = page.getByRole('textbox', { name: 'Verification link' });
    await expect(linkBox).toBeFocused();
    await expect(linkBox).toHaveValue(/\/verify#r=[A-Za-z0-9_-]+$/);
    await page.goto(await linkBox.inputValue());
    await expect(verdict(page)).toHaveText(/^Verified/, { timeout: 20_000 });
  });
  expect(consoleErrors).toEqual([]);
});
