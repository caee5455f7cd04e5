import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';

test('10,000 entries load, scroll, edit and spin', async ({ page }) => {
  const texts = Array.from({ length: 10_000 }, (_, i) => `Name ${i + 1}`);
  const wheel = new WheelPage(page);
  await wheel.open(`/?template_entries=${encodeURIComponent(JSON.stringify(texts))}`);
  await expect(page.getByText(/10,000\s*visible/)).toBeVisible();
  // Only the rows in view (and a few either side) are in the page, not 10,000.
  expect(await wheel.entryList.getByRole('listitem').count()).toBeLessThan(100);
  await wheel.entryList.evaluate((list) => list.parentElement?.scrollTo({ top: list.scrollHeight }));
  await expect(wheel.entryList.getByText('Name 10000', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Name 10000' }).click();
  await page.getByRole('textbox', { name: 'Edit entry' }).fill('Last one');
  await page.getByRole('textbox', { name: 'Edit entry' }).press('Enter');
  await expect(wheel.entryList.getByText('Last one', { exact: true })).toBeVisible();
  await wheel.useQuickSpins();
  const winner = await wheel.spinOnce();
  expect(winner).toMatch(/^Name \d+$|^Last one$/);
});
