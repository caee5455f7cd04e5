// Spinning as every width does it, the same code and markup at 375 px: random mode and the keyboard,
// a flick, reduced motion, presses during a spin. The classic spin and press and hold, where the
// phone's layout moves the wheel and its Spin tab apart, run at both widths in wheel-spin.spec.ts.
import { test, expect } from './fixtures';
import { COLORS, WheelPage } from './wheel-page';

test.describe('spinning', () => {
  test('random mode and keyboard spins land on the slice under the pointer, newest result first', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.useQuickSpins();
    await page.getByRole('radiogroup', { name: 'Spin mode' }).getByRole('radio', { name: 'Random' }).check();
    const first = await wheel.spinOnce();
    expect(await wheel.colorUnderPointer()).toBe(COLORS[first]);
    await wheel.canvas.focus();
    const second = await wheel.spinWith(() => page.keyboard.press('Space'));
    expect(await wheel.colorUnderPointer()).toBe(COLORS[second]);
    await wheel.openTab('Results');
    const items = page.getByRole('list').filter({ hasText: 'Just now' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(second);
    await expect(items.nth(1)).toContainText(first);
  });

  test('flick: dragging the wheel around its centre and letting go spins it', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.useQuickSpins();
    await page.getByRole('radio', { name: 'Flick' }).check();
    await expect(page.getByText(/flick/i).first()).toBeVisible();
    const winner = await wheel.spinWith(() => wheel.flickQuarterTurn());
    expect(await wheel.colorUnderPointer()).toBe(COLORS[winner]);
  });

  test('with reduced motion a spin is short and calm, with a fair winner all the same', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.openTab('Spin');
    const started = Date.now();
    const winner = await wheel.spinWith(() => wheel.spinButton.click());
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await wheel.colorUnderPointer()).toBe(COLORS[winner]);
  });

  test('the wheel ignores presses while a spin runs', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.openTab('Spin');
    await wheel.spinWith(async () => {
      await wheel.spinButton.click();
      await expect(wheel.spinButton).toHaveText('Spinning...');
      await wheel.canvas.click();
    });
    await wheel.openTab('Results');
    await expect(page.getByRole('list').filter({ hasText: 'Just now' }).getByRole('listitem')).toHaveCount(1);
  });

  test('once the wheel has stopped and told its winner, nothing on the page keeps moving', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.useQuickSpins();
    const winner = await wheel.spinOnce();
    await expect(wheel.toast(`${winner} was chosen.`)).toBeVisible();
    // An endless animation (a toast's hidden spinner once did this) keeps the processor working,
    // and a phone's battery draining, for as long as the notice shows.
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity)
        .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 120)),
    );
    expect(endless).toEqual([]);
  });
});
