import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';

test('Fullscreen shows the wheel with its title on the whole screen, and Exit fullscreen leaves', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
  await page.getByRole('textbox', { name: 'Wheel title' }).fill('Class draw');
  const widthBefore = await wheel.canvas.evaluate((c) => c.clientWidth);

  await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.textContent?.includes('Class draw') ?? false)).toBe(true);
  expect(await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('canvas')) ?? false)).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Wheel title' })).toBeHidden();
  await expect(wheel.canvas).not.toHaveJSProperty('clientWidth', widthBefore);

  await page.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(page.getByRole('button', { name: 'Fullscreen', exact: true })).toBeVisible();
  await expect(wheel.canvas).toHaveJSProperty('clientWidth', widthBefore);
});
