// Spinning at both widths where the phone's layout matters: the classic spin (the Spin tab sits
// below the wheel on a phone) and press and hold on the wheel itself. The other ways to spin are in
// wheel-spin.desktop.spec.ts.
import { test, expect } from './fixtures';
import { COLORS, WheelPage } from './wheel-page';

test.describe('spinning', () => {
  test('a classic spin: button states, progress, the winner under the pointer, toast and results', async ({ page, consoleErrors }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    // Default speeds: a spin of several seconds, long enough to watch its states.
    await wheel.openTab('Spin');
    const winner = await wheel.spinWith(async () => {
      await wheel.spinButton.click();
      await expect(wheel.spinButton).toHaveText('Spinning...');
      await expect(wheel.spinButton).toBeDisabled();
      const progress = page.getByRole('progressbar');
      await expect(progress).toHaveAttribute('aria-valuemin', '0');
      await expect(progress).toHaveAttribute('aria-valuemax', '1');
      await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    });
    expect(Object.keys(COLORS)).toContain(winner);
    expect(await wheel.colorUnderPointer()).toBe(COLORS[winner]);
    await expect(page.getByText(`Winner: ${winner}`, { exact: true }).last()).toBeAttached();
    await wheel.openTab('Results');
    const first = page.getByRole('list').filter({ hasText: 'Just now' }).getByRole('listitem').first();
    await expect(first).toContainText(winner);
    await expect(first).toContainText('Just now');
    expect(consoleErrors).toEqual([]);
  });

  test('press and hold: holding the wheel speeds it up, letting go lets it stop on a winner', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.useQuickSpins();
    await page.getByRole('radio', { name: 'Press and hold' }).check();
    await expect(page.getByText(/press and hold/i).first()).toBeVisible();
    // On a phone the Spin tab sits below the wheel: bring the wheel back into view, or the pointer would miss it.
    await wheel.canvas.scrollIntoViewIfNeeded();
    const box = await wheel.canvas.boundingBox();
    if (!box) throw new Error('canvas not laid out');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const winner = await wheel.spinWith(async () => {
      await page.mouse.down();
      await expect(wheel.spinButton).toHaveText('Spinning...');
      await page.waitForFunction(() => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') !== '0');
      await page.mouse.up();
    });
    expect(await wheel.colorUnderPointer()).toBe(COLORS[winner]);
  });
});
