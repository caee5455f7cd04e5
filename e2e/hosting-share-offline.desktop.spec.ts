import { test, expect } from './fixtures';
import { waitForOfflineReady } from './offline-ready';
import { WheelPage } from './wheel-page';

// This test is about the offline worker, so it lets it run (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('a shared wheel link opens with no network once the site has been visited', async ({ page, context }) => {
  // The worker precaches the whole site first (about 6 MB): on a busy machine that takes a while.
  test.slow();
  const host = new WheelPage(page);
  await host.open();
  await waitForOfflineReady(page);
  await page.getByRole('textbox', { name: 'Wheel title' }).fill('Offline raffle');
  await host.add('Zora Mensah');
  await page.getByRole('button', { name: 'Share wheel' }).click();
  const field = page.getByRole('dialog', { name: 'Share this wheel' }).getByRole('textbox', { name: 'Wheel link' });
  await expect(field).toHaveValue(/\/#w=/);
  const link = await field.inputValue();
  const texts = await host.entryTexts();
  await page.getByRole('dialog', { name: 'Share this wheel' }).getByRole('button', { name: 'Close' }).click();
  await host.add('Added after sharing');
  await expect.poll(() => host.entryTexts()).toContain('Added after sharing');

  await context.setOffline(true);
  const guest = await context.newPage();
  const visitor = new WheelPage(guest);
  await visitor.open(link);
  await expect(guest.getByRole('status').filter({ hasText: 'Wheel opened from the link' })).toBeVisible();
  expect(await visitor.entryTexts()).toEqual(texts);
  await expect(guest.getByRole('textbox', { name: 'Wheel title' })).toHaveValue('Offline raffle');
});
