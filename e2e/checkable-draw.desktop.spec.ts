import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { DrawRecord } from '@/lib/draw/record';
import { test, expect } from './fixtures';
import { seedEntries, storedList } from './seeded-wheel';
import { verdict } from './verify-records';
import { COLORS, WheelPage } from './wheel-page';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';

/** The wheel's centre and a point on it, for press-and-hold spins. */
async function wheelCentre(wheel: WheelPage) {
  // On a phone the Spin tab sits below the wheel: bring the wheel back into view first.
  await wheel.canvas.scrollIntoViewIfNeeded();
  const box = await wheel.canvas.boundingBox();
  if (!box) throw new Error('canvas not laid out');
  return { cx: box.x + box.width / 2, cy: box.y + box.height / 2, r: box.width / 3 };
}

/** Turns a version 2 draw on (a public seed from the audience), fixes the number of winners and seals it; returns the commitment. */
async function seal(page: Page, winnersCount: number): Promise<string> {
  await page.getByRole('switch', { name: 'Checkable draw' }).click();
  await page.getByRole('radio', { name: 'Public seed from the audience' }).check();
  await page.getByRole('spinbutton', { name: 'Winners in this draw' }).fill(String(winnersCount));
  await page.getByRole('button', { name: 'Seal the draw' }).click();
  const commitmentBox = page.getByRole('textbox', { name: 'Draw commitment' });
  await expect(commitmentBox).toHaveValue(/^[0-9a-f]{64}$/);
  return commitmentBox.inputValue();
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
    let announcement = '';

    await test.step('set up: nothing is committed until "Seal the draw"', async () => {
      await wheel.open();
      await wheel.useQuickSpins();
      await expect(drawSwitch).toHaveAttribute('aria-checked', 'false');
      await drawSwitch.click();
      await expect(drawSwitch).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByRole('spinbutton', { name: 'Winners in this draw' })).toHaveValue('1');
      await expect(commitmentBox).toHaveCount(0);
      await wheel.openTab('Entries');
      await expect(wheel.newEntry).toBeEnabled();
      await wheel.openTab('Spin');
    });

    await test.step('seal: a commitment and an announcement to share, the list and the title locked', async () => {
      await page.getByRole('radio', { name: 'Public seed from the audience' }).check();
      await page.getByRole('spinbutton', { name: 'Winners in this draw' }).fill('3');
      await page.getByRole('button', { name: 'Seal the draw' }).click();
      await expect(commitmentBox).toHaveValue(/^[0-9a-f]{64}$/);
      await expect(commitmentBox).not.toBeEditable();
      commitment = await commitmentBox.inputValue();
      await page.getByRole('button', { name: 'Copy commitment' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Commitment Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(commitment);
      await expect(page.getByRole('textbox', { name: 'Announcement link' })).toHaveValue(/\/verify#a=[A-Za-z0-9_-]+$/);
      announcement = await page.getByRole('textbox', { name: 'Announcement link' }).inputValue();
      await expect(page.getByText('0 of 3 winners drawn')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Finish draw' })).toBeDisabled();
      await expect(page.getByRole('textbox', { name: 'Wheel title' })).not.toBeEditable();

      await wheel.openTab('Entries');
      await expect(page.getByText('The list is locked while a checkable draw is under way.', { exact: false })).toBeVisible();
      await expect(wheel.newEntry).toBeDisabled();
      await expect(wheel.entryList.getByRole('button', { name: /Delete/ }).first()).toBeDisabled();
    });

    await test.step('a public seed with invisible characters, shown canonical once locked, then a classic and a press-and-hold spin', async () => {
      await wheel.openTab('Spin');
      await seedBox.fill('  chat\u200B word:\u00A0 kiwi\uFEFF ');
      winners.push(await wheel.spinOnce());
      expect(await wheel.colorUnderPointer()).toBe(COLORS[winners[0]!]);
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
      expect(await wheel.colorUnderPointer()).toBe(COLORS[winners[1]!]);
      await expect(winnersSoFar).toHaveText(winners);
    });

    await test.step('a reload keeps the draw: same commitment, same winners so far', async () => {
      await page.reload();
      await page.locator(WHEEL_READY).waitFor();
      await wheel.openTab('Spin');
      await expect(drawSwitch).toHaveAttribute('aria-checked', 'true');
      await expect(commitmentBox).toHaveValue(commitment);
      await expect(seedBox).toHaveValue('chat word: kiwi');
      await expect(winnersSoFar).toHaveText(winners);
    });

    await test.step('a flick spin draws a third, different winner', async () => {
      await wheel.useQuickSpins();
      await page.getByRole('radio', { name: 'Flick' }).check();
      winners.push(await wheel.spinWith(() => wheel.flickQuarterTurn()));
      expect(await wheel.colorUnderPointer()).toBe(COLORS[winners[2]!]);
      expect(new Set(winners).size).toBe(3);
      await expect(winnersSoFar).toHaveText(winners);
    });

    await test.step('with every winner drawn, another spin is refused and says why', async () => {
      await page.getByRole('radio', { name: 'Classic' }).check();
      await wheel.spinButton.click();
      await expect(page.getByRole('status').filter({ hasText: 'Every winner is drawn' })).toBeVisible();
      expect(await wheel.resultCount()).toBe(3);
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
      expect(record.algorithm).toBe('spinfair-draw-v2');
      expect(record.algorithm === 'spinfair-draw-v2' && record.winnersCount).toBe(3);
      expect(record.publicSeed).toBe('chat word: kiwi');
      expect(record.winners.map((w) => w.text)).toEqual(winners);

      await expect(drawSwitch).toHaveAttribute('aria-checked', 'false');
      await wheel.openTab('Entries');
      await expect(wheel.newEntry).toBeEnabled();
      await wheel.openTab('Results');
      await expect(page.getByText('Checkable draw', { exact: true })).toHaveCount(3);
      await expect(page.getByRole('link', { name: 'Verify this draw' })).toHaveCount(3);
    });

    await test.step('the announcement link shows the draw as announced, not verified', async () => {
      await page.goto(announcement);
      await expect(verdict(page)).toHaveText(/^Announced/);
      await expect(verdict(page)).not.toHaveText(/Verified/);
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

  test('cancelling asks first, keeps a cancelled record with its link, and lists it among past draws', async ({ page }) => {
    test.slow(); // a spin, then /verify
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.useQuickSpins();
    const drawSwitch = page.getByRole('switch', { name: 'Checkable draw' });
    const commitment = await seal(page, 2);
    const first = await wheel.spinOnce();

    await test.step('"Keep drawing" and Escape leave the draw as it was', async () => {
      await page.getByRole('button', { name: 'Cancel draw' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Cancel this draw?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Keep drawing' }).click();
      await expect(ask).toBeHidden();
      // The switch is one more way to cancel, and it asks too.
      await drawSwitch.click();
      await expect(ask).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(ask).toBeHidden();
      await expect(page.getByRole('textbox', { name: 'Draw commitment' })).toHaveValue(commitment);
    });

    let link = '';
    await test.step('"Cancel the draw" ends it with a cancelled record and unlocks the list', async () => {
      await page.getByRole('button', { name: 'Cancel draw' }).click();
      await page.getByRole('alertdialog', { name: 'Cancel this draw?' }).getByRole('button', { name: 'Cancel the draw' }).click();
      await expect(drawSwitch).toHaveAttribute('aria-checked', 'false');
      const linkBox = page.getByRole('textbox', { name: 'Cancelled draw link' });
      await expect(linkBox).toHaveValue(/\/verify#r=[A-Za-z0-9_-]+$/);
      link = await linkBox.inputValue();
      await expect(page.getByRole('list', { name: 'Past draws' }).getByRole('listitem')).toHaveCount(1);
      // When it ended, as a person reads a moment: the long date, the clock and the time zone, not ISO text.
      await expect(page.getByRole('list', { name: 'Past draws' })).toContainText(/Cancelled [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}:\d{2} [AP]M \S+, 1 winner/);
      await wheel.openTab('Entries');
      await wheel.add('After the draw');
      await expect(wheel.entryList).toContainText('After the draw');
    });

    await test.step('a reload keeps the past draw until it is removed', async () => {
      await page.reload();
      await page.locator(WHEEL_READY).waitFor();
      await wheel.openTab('Spin');
      await expect(page.getByRole('list', { name: 'Past draws' }).getByRole('listitem')).toHaveCount(1);
    });

    await test.step('/verify says "Cancelled", never "Verified"', async () => {
      await page.goto(link);
      await expect(verdict(page)).toHaveText(/^Cancelled/);
      await expect(verdict(page)).not.toHaveText(/Verified/);
      await expect(page.getByText(first, { exact: false }).first()).toBeVisible();
    });

    await test.step('removing it takes it off the list', async () => {
      await wheel.open();
      await wheel.openTab('Spin');
      await page.getByRole('button', { name: /^Remove / }).click();
      await expect(page.getByRole('list', { name: 'Past draws' })).toHaveCount(0);
    });
  });

  test('with the keyboard, Seal, Finish and Cancel each hand focus to the control needed next', async ({ page }) => {
    test.slow(); // two draws and a spin
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.useQuickSpins();
    await wheel.openTab('Spin');
    const drawSwitch = page.getByRole('switch', { name: 'Checkable draw' });
    const announcement = page.getByRole('textbox', { name: 'Announcement link' });
    const sealWithKeyboard = async () => {
      await drawSwitch.focus();
      await page.keyboard.press('Space');
      // Version 2: the arrow keys move the choice of randomness to the audience's seed.
      await page.getByRole('radio', { name: 'Public beacon (drand)' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Public seed from the audience' })).toBeChecked();
      await page.getByRole('button', { name: 'Seal the draw' }).focus();
      await page.keyboard.press('Enter');
    };

    await test.step('Seal: focus on the announcement link, then Tab to its copy button', async () => {
      await sealWithKeyboard();
      await expect(announcement).toBeFocused();
      await expect(announcement).toHaveValue(/\/verify#a=/);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Copy announcement link' })).toBeFocused();
    });

    await test.step('Finish: focus on the verification link, then Tab to its copy button', async () => {
      await wheel.spinOnce();
      await page.getByRole('button', { name: 'Finish draw' }).focus();
      await page.keyboard.press('Enter');
      const link = page.getByRole('textbox', { name: 'Verification link' });
      await expect(link).toBeFocused();
      await expect(link).toHaveValue(/\/verify#r=/);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Copy verification link' })).toBeFocused();
    });

    await test.step('Cancel: focus back on the draw switch, and the next Tab reaches the cancelled draw\'s link', async () => {
      await sealWithKeyboard();
      await expect(announcement).toBeFocused();
      await page.getByRole('button', { name: 'Cancel draw' }).focus();
      await page.keyboard.press('Enter');
      const ask = page.getByRole('alertdialog', { name: 'Cancel this draw?' });
      await expect(ask.getByRole('button', { name: 'Keep drawing' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(ask.getByRole('button', { name: 'Cancel the draw' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(ask).toBeHidden();
      await expect(drawSwitch).toBeFocused();
      await expect(drawSwitch).toHaveAttribute('aria-checked', 'false');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: 'Cancelled draw link' })).toBeFocused();
    });
  });

  test('sealing is refused for an entry a draw cannot commit, naming it', async ({ page }) => {
    await seedEntries(page, storedList(['Ada', 'Grace\u0007', 'Linus']));
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.openTab('Spin');
    await page.getByRole('switch', { name: 'Checkable draw' }).click();
    await page.getByRole('button', { name: 'Seal the draw' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Entry 2' })).toContainText('U+0007');
    await expect(page.getByRole('textbox', { name: 'Draw commitment' })).toHaveCount(0);
  });

  test('a draw sealed in one tab locks the list in another open tab, whose spins land on the draw\'s winners', async ({ page, context }) => {
    test.slow(); // two tabs and a spin
    const host = new WheelPage(page);
    await host.open();
    const otherPage = await context.newPage();
    const other = new WheelPage(otherPage);
    await other.open();
    await other.useQuickSpins();
    await other.openTab('Entries');
    await expect(other.newEntry).toBeEnabled();

    await host.openTab('Spin');
    await seal(page, 2);
    // Within a second on an idle machine; the margin is for a loaded test machine.
    await expect(other.newEntry).toBeDisabled({ timeout: 2_000 });
    await other.openTab('Spin');
    await expect(otherPage.getByRole('textbox', { name: 'Draw commitment' })).toHaveValue(await page.getByRole('textbox', { name: 'Draw commitment' }).inputValue());

    const winner = await other.spinOnce();
    await expect(page.getByText('1 of 2 winners drawn')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Winners so far' })).toHaveText(winner);
    await otherPage.close();
  });

  test('a template or shared-wheel link opened while a draw is sealed leaves the list alone and opens after the draw', async ({ page, context }) => {
    test.slow(); // two tabs, three links, a draw sealed and cancelled
    const host = new WheelPage(page);
    await host.open();
    await page.getByRole('button', { name: 'Share wheel' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share this wheel' });
    await expect(shareDialog.getByRole('textbox', { name: 'Wheel link' })).toHaveValue(/\/#w=/, { timeout: 15_000 });
    const sharedLink = await shareDialog.getByRole('textbox', { name: 'Wheel link' }).inputValue();
    await shareDialog.getByRole('button', { name: 'Close' }).click();
    await host.add('Only in my list');
    const locked = [...(await host.entryTexts())];
    expect(locked).toContain('Only in my list');
    await host.openTab('Spin');
    await seal(page, 1);
    const storedList = () => page.evaluate(() => localStorage.getItem('wheelEntries'));
    const before = await storedList();

    const otherPage = await context.newPage();
    const other = new WheelPage(otherPage);
    const held = otherPage.getByRole('status').filter({ hasText: 'A checkable draw is under way' });
    const templateLink = `/?template_entries=${encodeURIComponent(JSON.stringify(['Red', 'Blue']))}`;

    await test.step('a shared-wheel link: the list stays, the notice says why, the link stays in the address', async () => {
      await other.open(sharedLink);
      await expect(held).toBeVisible();
      await expect(held.getByRole('button', { name: 'Open link' })).toBeVisible();
      await expect.poll(() => other.entryTexts()).toEqual(locked);
      expect(new URL(otherPage.url()).hash).toBe(new URL(sharedLink).hash);
    });

    await test.step('a template link: the same, in both tabs and in storage', async () => {
      await other.open(templateLink);
      await expect(held).toBeVisible();
      expect(new URL(otherPage.url()).search).toBe(new URL(templateLink, otherPage.url()).search);
      await expect.poll(() => other.entryTexts()).toEqual(locked);
      await host.openTab('Entries');
      expect(await host.entryTexts()).toEqual(locked);
      expect(await storedList()).toBe(before);
      await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
    });

    await test.step('"Open link" while the draw is still under way says so again and changes nothing', async () => {
      // The notice pressed goes; the one left must be a new one.
      await held.evaluate((notice) => notice.setAttribute('data-pressed', ''));
      await held.getByRole('button', { name: 'Open link' }).click();
      await expect(held).toHaveCount(1);
      await expect(held).not.toHaveAttribute('data-pressed');
      await expect(held).toBeVisible();
      await expect.poll(() => other.entryTexts()).toEqual(locked);
    });

    await test.step('once the draw is cancelled, "Open link" opens the template in both tabs', async () => {
      await host.openTab('Spin');
      await page.getByRole('button', { name: 'Cancel draw' }).click();
      await page.getByRole('alertdialog', { name: 'Cancel this draw?' }).getByRole('button', { name: 'Cancel the draw' }).click();
      await expect(page.getByRole('switch', { name: 'Checkable draw' })).toHaveAttribute('aria-checked', 'false');
      await held.getByRole('button', { name: 'Open link' }).click();
      await host.openTab('Entries');
      await expect.poll(() => other.entryTexts()).toEqual(['Red', 'Blue']);
      await expect.poll(() => host.entryTexts()).toEqual(['Red', 'Blue']);
      expect(new URL(otherPage.url()).search).toBe('');
    });
    await otherPage.close();
  });
});

test('several winners per spin in a checkable draw: each is the draw\'s next winner, and the record verifies', async ({ page }) => {
  test.slow(); // two winners in one press, then /verify
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.useQuickSpins();
  await page.getByRole('spinbutton', { name: 'Winners per spin' }).fill('3');
  // The draw has two winners: one press of three winners per spin stops at the draw's two.
  await seal(page, 2);
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
