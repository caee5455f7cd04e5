import { expect, test } from './fixtures';
import { openWith, storedEntries } from './seeded-wheel';

// Hosting a draw, what is the same at any width: the keyboard after a win, removing each winner,
// the winners-per-spin limit and the confetti. The winner card at both widths: hosting-winners.spec.ts.
test.describe('hosting a draw: the winner', () => {
  test('a keyboard user who spins and closes the card with Escape is back on the spin button', async ({ page }) => {
    const wheel = await openWith(page, ['Ada', 'Grace', 'Linus']);
    await wheel.openTab('Spin');
    await wheel.spinButton.focus();
    await wheel.spinWith(() => page.keyboard.press('Enter'));
    const card = page.getByRole('dialog', { name: 'Winner' });
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(wheel.spinButton).toBeFocused();
    // Focus where it was: Enter spins again.
    await wheel.spinWith(() => page.keyboard.press('Enter'));
    await expect(card).toBeVisible();
  });

  test('"Remove the winner" after each spin shrinks the wheel to the last one standing, and says so', async ({ page }) => {
    const wheel = await openWith(page, ['Ada', 'Grace', 'Linus']);
    await page.getByRole('radiogroup', { name: 'After each spin' }).getByRole('radio', { name: 'Remove the winner' }).check();
    const first = await wheel.spinOnce();
    const second = await wheel.spinOnce();
    expect(second).not.toBe(first);
    const left = (await storedEntries(page)).map((e) => e.text);
    expect(left).toHaveLength(1);
    expect([first, second]).not.toContain(left[0]);
    await expect(page.getByRole('status').filter({ hasText: 'Last one standing' })).toContainText(`${left[0]} is the only entry left`);
  });
});

test.describe('hosting a draw: several winners per spin', () => {
  test('winners per spin cannot go past the visible entries', async ({ page }) => {
    await openWith(page, ['Ada', 'Grace']);
    const count = page.getByRole('spinbutton', { name: 'Winners per spin' });
    await expect(count).toHaveAttribute('max', '2');
    await count.fill('9');
    await expect(count).toHaveValue('2');
  });
});

test.describe('hosting a draw: confetti', () => {
  const confettiCanvas = (page: import('@playwright/test').Page) => page.locator('body > canvas');

  test('confetti bursts on a win while its switch is on, and not once it is off', async ({ page }) => {
    const wheel = await openWith(page, ['Ada', 'Grace']);
    await wheel.spinOnce();
    await expect(confettiCanvas(page)).toHaveCount(1);
    await wheel.openTab('Theme');
    const toggle = page.getByRole('switch', { name: 'Confetti' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  test('no confetti under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const wheel = await openWith(page, ['Ada', 'Grace']);
    await wheel.spinOnce();
    await expect(page.getByRole('dialog', { name: 'Winner' })).toBeVisible();
    await expect(confettiCanvas(page)).toHaveCount(0);
  });
});
