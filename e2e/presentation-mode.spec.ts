import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';

test.describe('Fullscreen where the browser has no Fullscreen API (an iPhone)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false, configurable: true });
      Object.defineProperty(Document.prototype, 'fullscreenElement', { get: () => null, configurable: true });
      // @ts-expect-error: taken away, as Safari on iPhone has none for page elements.
      delete Element.prototype.requestFullscreen;
    });
  });

  test('becomes a presentation mode that fills the window, and Escape or Exit fullscreen leaves it', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await page.getByRole('textbox', { name: 'Wheel title' }).fill('Class draw');
    const widthBefore = await wheel.canvas.evaluate((c) => c.clientWidth);
    const viewport = page.viewportSize()!;

    await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
    const stage = page.locator('[data-presenting]');
    await expect(stage).toContainText('Class draw');
    await expect.poll(async () => (await stage.boundingBox())?.height).toBe(viewport.height);
    expect((await stage.boundingBox())?.width).toBe(viewport.width);
    await expect(page.getByRole('textbox', { name: 'Wheel title' })).toBeHidden();
    await expect(wheel.canvas).not.toHaveJSProperty('clientWidth', widthBefore);

    await page.keyboard.press('Escape');
    await expect(stage).toHaveCount(0);
    await expect(wheel.canvas).toHaveJSProperty('clientWidth', widthBefore);

    await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await expect(stage).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Wheel title' })).toBeVisible();
  });

  test('the wheel still spins to a fair winner in presentation mode', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.useQuickSpins();
    await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
    await expect(page.locator('[data-presenting]')).toBeVisible();
    const winner = await wheel.spinWith(() => wheel.canvas.click());
    expect(winner).toMatch(/^Option [1-6]$/);
  });
});
