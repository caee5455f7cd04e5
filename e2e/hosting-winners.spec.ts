import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { WheelPage } from './wheel-page';

/** Starts from a short list of known entries, stored before the page loads. */
async function openWith(page: import('@playwright/test').Page, texts: string[]) {
  const entries = texts.map((text, i) => ({ id: `e${i}`, text, color: '#4ECDC4', visible: true }));
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('wheelEntries', stored);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(entries));
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.useQuickSpins();
  return wheel;
}

const storedEntries = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('wheelEntries') ?? '[]') as { text: string; visible: boolean }[]);

test.describe('hosting a draw: the winner', () => {
  test('a winner card names the winner after a spin, and Hide winner takes it off the wheel', async ({ page }) => {
    const wheel = await openWith(page, ['Ada', 'Grace', 'Linus', 'Margaret']);
    const winner = await wheel.spinOnce();
    const card = page.getByRole('dialog', { name: 'Winner' });
    await expect(card).toBeVisible();
    await expect(card).toContainText(winner);
    // The card is not modal: the spin button is still there to press.
    await expect(wheel.spinButton).toBeEnabled();
    await card.getByRole('button', { name: 'Hide winner' }).click();
    await expect(card).toBeHidden();
    await expect.poll(async () => (await storedEntries(page)).find((e) => e.text === winner)?.visible).toBe(false);
    await wheel.openTab('Entries');
    await expect(page.getByText(/visible on the wheel/)).toHaveText('3 visible on the wheel (1 hidden)');
  });

  test('Remove winner takes the winner out of the list, and Escape closes the card', async ({ page }) => {
    const wheel = await openWith(page, ['Ada', 'Grace', 'Linus']);
    const first = await wheel.spinOnce();
    const card = page.getByRole('dialog', { name: 'Winner' });
    await card.getByRole('button', { name: 'Remove winner' }).click();
    await expect.poll(async () => (await storedEntries(page)).map((e) => e.text)).not.toContain(first);

    await wheel.spinOnce();
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  });

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
  test('one press draws three different winners, listed and exported as one draw', async ({ page }) => {
    const wheel = await openWith(page, ['Ada', 'Grace', 'Linus', 'Margaret', 'Tim']);
    const count = page.getByRole('spinbutton', { name: 'Winners per spin' });
    await count.fill('3');
    await expect(count).toHaveValue('3');
    await wheel.spinButton.click();
    await expect.poll(() => wheel.resultCount(), { timeout: 30_000 }).toBe(3);
    await expect(wheel.spinButton).toHaveText('SPIN THE WHEEL!');
    const results = await page.evaluate(() => JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]') as { entry: { text: string }; round?: { id: string; place: number; of: number } }[]);
    const texts = results.map((r) => r.entry.text);
    expect(new Set(texts).size).toBe(3);
    expect(new Set(results.map((r) => r.round?.id)).size).toBe(1);
    expect(results.map((r) => r.round?.place).sort()).toEqual([1, 2, 3]);

    const card = page.getByRole('dialog', { name: 'Winners' });
    for (const text of texts) await expect(card).toContainText(text);

    await wheel.openTab('Results');
    await expect(page.getByText('Winner 1 of 3 in one spin')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe('"Position","Winner","Timestamp","Draw"');
    expect(rows.slice(1).filter((row) => row.includes('"Spin 1: winner'))).toHaveLength(3);
  });

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
