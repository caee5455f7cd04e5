import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { DrawRecord } from '@/lib/draw/record';
import { test, expect } from './fixtures';
import { COLOURS, WheelPage } from './wheel-page';

function verdict(page: Page) {
  // Toasts are status regions too; the verdict is the one that speaks of verification.
  return page.getByRole('status').filter({ hasText: /^(Verified|Not verified|Checking)/ });
}

/** The wheel's centre and a point on it, for press-and-hold and flick spins. */
async function wheelCentre(wheel: WheelPage) {
  // On a phone the Spin tab sits below the wheel: bring the wheel back into view first.
  await wheel.canvas.scrollIntoViewIfNeeded();
  const box = await wheel.canvas.boundingBox();
  if (!box) throw new Error('canvas not laid out');
  return { cx: box.x + box.width / 2, cy: box.y + box.height / 2, r: box.width / 3 };
}

test.describe('checkable draw', () => {
  test('commit, public seed, three spins across a reload, finish, then the link verifies and a tampered record does not', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.slow(); // three spins, a reload, two visits to /verify
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const wheel = new WheelPage(page);
    const drawSwitch = page.getByRole('switch', { name: 'Checkable draw' });
    const commitmentBox = page.getByRole('textbox', { name: 'Draw commitment' });
    const seedBox = page.getByRole('textbox', { name: 'Public seed' });
    const winnersSoFar = page.getByRole('list', { name: 'Winners so far' }).getByRole('listitem');
    const winners: string[] = [];
    let commitment = '';

    await test.step('start the draw: a commitment to copy, the list locked', async () => {
      await wheel.open();
      await wheel.useQuickSpins();
      await expect(drawSwitch).toHaveAttribute('aria-checked', 'false');
      await drawSwitch.click();
      await expect(drawSwitch).toHaveAttribute('aria-checked', 'true');
      await expect(commitmentBox).toHaveValue(/^[0-9a-f]{64}$/);
      await expect(commitmentBox).not.toBeEditable();
      commitment = await commitmentBox.inputValue();
      await page.getByRole('button', { name: 'Copy commitment' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Commitment Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(commitment);

      await wheel.openTab('Entries');
      await expect(page.getByText('The list is locked while a checkable draw is under way.', { exact: false })).toBeVisible();
      await expect(wheel.newEntry).toBeDisabled();
      await expect(wheel.entryList.getByRole('button', { name: /Delete/ }).first()).toBeDisabled();
    });

    await test.step('a public seed, then a classic spin and a press-and-hold spin', async () => {
      await wheel.openTab('Spin');
      await seedBox.fill('chat word: kiwi');
      winners.push(await wheel.spinOnce());
      expect(await wheel.colourUnderPointer()).toBe(COLOURS[winners[0]!]);
      await expect(seedBox).not.toBeEditable();
      await expect(seedBox).toHaveValue('chat word: kiwi');

      await page.getByRole('radio', { name: 'Press and hold' }).check();
      const { cx, cy } = await wheelCentre(wheel);
      await page.mouse.move(cx, cy);
      winners.push(
        await wheel.spinWith(async () => {
          await page.mouse.down();
          await expect(wheel.spinButton).toHaveText('Spinning...');
          await page.waitForFunction(() => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') !== '0');
          await page.mouse.up();
        }),
      );
      expect(await wheel.colourUnderPointer()).toBe(COLOURS[winners[1]!]);
      await expect(winnersSoFar).toHaveText(winners);
    });

    await test.step('a reload keeps the draw: same commitment, same winners so far', async () => {
      await page.reload();
      await page.locator('.wheel-tool[data-ready="true"]').waitFor();
      await wheel.openTab('Spin');
      await expect(drawSwitch).toHaveAttribute('aria-checked', 'true');
      await expect(commitmentBox).toHaveValue(commitment);
      await expect(seedBox).toHaveValue('chat word: kiwi');
      await expect(winnersSoFar).toHaveText(winners);
    });

    await test.step('a flick spin draws a third, different winner', async () => {
      await wheel.useQuickSpins();
      await page.getByRole('radio', { name: 'Flick' }).check();
      const { cx, cy, r } = await wheelCentre(wheel);
      await page.mouse.move(cx + r, cy);
      winners.push(
        await wheel.spinWith(async () => {
          await page.mouse.down();
          for (let i = 1; i <= 6; i += 1) {
            const a = (i / 6) * (Math.PI / 2);
            await page.mouse.move(cx + r * Math.cos(a), cy + r * Math.sin(a));
          }
          await page.mouse.up();
        }),
      );
      expect(await wheel.colourUnderPointer()).toBe(COLOURS[winners[2]!]);
      expect(new Set(winners).size).toBe(3);
      await expect(winnersSoFar).toHaveText(winners);
    });

    let link = '';
    let record: DrawRecord | null = null;
    await test.step('finish: the link, the record file, and the results marked', async () => {
      await page.getByRole('button', { name: 'Finish draw' }).click();
      const linkBox = page.getByRole('textbox', { name: 'Verification link' });
      await expect(linkBox).toHaveValue(/\/verify#r=[A-Za-z0-9_-]+$/);
      link = await linkBox.inputValue();
      expect(link.startsWith(new URL(page.url()).origin)).toBe(true);
      await page.getByRole('button', { name: 'Copy verification link' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download draw record' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^spinfair-draw-\d{4}-\d{2}-\d{2}\.json$/);
      record = JSON.parse(await readFile(await download.path(), 'utf8')) as DrawRecord;
      expect(record.commitment).toBe(commitment);
      expect(record.publicSeed).toBe('chat word: kiwi');
      expect(record.winners.map((w) => w.text)).toEqual(winners);

      await expect(drawSwitch).toHaveAttribute('aria-checked', 'false');
      await wheel.openTab('Entries');
      await expect(wheel.newEntry).toBeEnabled();
      await wheel.openTab('Results');
      await expect(page.getByText('Checkable draw', { exact: true })).toHaveCount(3);
      await expect(page.getByRole('link', { name: 'Verify this draw' })).toHaveCount(3);
    });

    await test.step('the link opens /verify: "Verified", the winners in the order of the spins', async () => {
      await page.goto(link);
      await expect(verdict(page)).toHaveText('Verified');
      const table = page.getByRole('table');
      for (const [k, winner] of (record?.winners ?? []).entries()) {
        const row = table.getByRole('row').nth(winner.position + 1);
        await expect(row.getByRole('cell').nth(1)).toHaveText(winners[k]!);
        await expect(row.getByRole('cell').nth(2)).toHaveText(`Winner ${k + 1}`);
      }
    });

    await test.step('an edited record pasted in "Draw record" is "Not verified"', async () => {
      if (!record) throw new Error('no record downloaded');
      const swapped: DrawRecord = { ...record, winners: [record.winners[1]!, record.winners[0]!, record.winners[2]!] };
      await page.getByRole('textbox', { name: 'Draw record' }).fill(JSON.stringify(swapped, null, 2));
      await page.getByRole('button', { name: 'Check record' }).click();
      await expect(verdict(page)).toContainText('Not verified');
      await expect(verdict(page)).toContainText('The winners follow from the seeds');
    });
    expect(consoleErrors).toEqual([]);
  });

  test('turning the switch off and on again seals a new commitment instead of restarting the draw', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.openTab('Spin');
    const drawSwitch = page.getByRole('switch', { name: 'Checkable draw' });
    const commitmentBox = page.getByRole('textbox', { name: 'Draw commitment' });
    await drawSwitch.click();
    await expect(commitmentBox).toHaveValue(/^[0-9a-f]{64}$/);
    const first = await commitmentBox.inputValue();
    await drawSwitch.click();
    await expect(commitmentBox).toHaveCount(0);
    await drawSwitch.click();
    await expect(commitmentBox).toHaveValue(/^[0-9a-f]{64}$/);
    expect(await commitmentBox.inputValue()).not.toBe(first);

    await page.getByRole('button', { name: 'Cancel draw' }).click();
    await expect(drawSwitch).toHaveAttribute('aria-checked', 'false');
    await wheel.openTab('Entries');
    await wheel.add('After the draw');
    await expect(wheel.entryList).toContainText('After the draw');
  });
});

test('several winners per spin in a checkable draw: each is the draw\'s next winner, and the record verifies', async ({ page }) => {
  test.slow(); // two winners in one press, then /verify
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.useQuickSpins();
  await page.getByRole('switch', { name: 'Checkable draw' }).click();
  await expect(page.getByRole('textbox', { name: 'Draw commitment' })).toHaveValue(/^[0-9a-f]{64}$/);
  await page.getByRole('spinbutton', { name: 'Winners per spin' }).fill('2');
  await wheel.spinButton.click();
  await expect.poll(() => wheel.resultCount(), { timeout: 30_000 }).toBe(2);
  await expect(wheel.spinButton).toHaveText('SPIN THE WHEEL!');
  const spun = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]') as { entry: { text: string } }[]).map((r) => r.entry.text).reverse());
  expect(new Set(spun).size).toBe(2);

  await page.getByRole('button', { name: 'Finish draw' }).click();
  const link = await page.getByRole('textbox', { name: 'Verification link' }).inputValue();
  await page.goto(link);
  await expect(verdict(page)).toHaveText('Verified');
  const table = page.getByRole('table');
  for (const [k, text] of spun.entries()) {
    await expect(table.getByRole('row').filter({ hasText: `Winner ${k + 1}` })).toContainText(text);
  }
});
