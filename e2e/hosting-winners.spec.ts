import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { openWith, storedEntries } from './seeded-wheel';

// The winner card as a phone shows it too (over the wheel, one winner or three); what follows a win
// by keyboard, the shrinking wheel, the limits and the confetti are in hosting-winners.desktop.spec.ts.
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
});
