// The list tools whose result does not depend on the width: pasting lines, importing a file, Undo
// from each tool's toast, sorting and removing duplicates. Add many, whose dialog a phone lays out
// differently, runs at both widths in hosting-entries.spec.ts.
import { test, expect, seriousA11yViolations } from './fixtures';
import { WheelPage } from './wheel-page';

test.describe('many entries at once', () => {
  test('pasting several lines into "New entry" adds one entry per line; one line pastes as text', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    expect(await wheel.pasteIntoNewEntry('Red\r\nGreen\n\n\tBlue\n')).toBe(true);
    await expect(wheel.toast('Added 3 entries.')).toBeVisible();
    expect((await wheel.entryTexts()).slice(-3)).toEqual(['Red', 'Green', 'Blue']);
    await expect(wheel.newEntry).toHaveValue('');
    await expect(wheel.visibleCount(9)).toBeVisible();
    expect(await wheel.pasteIntoNewEntry('Yellow\n')).toBe(false);
    await expect(wheel.visibleCount(9)).toBeVisible();
  });

  test('Import from file adds a CSV first column (quoted commas, heading left out) and a text file, with Undo', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    const input = page.getByLabel('Import from file');

    await test.step('a CSV file with a heading row', async () => {
      const csv = 'Name,Score\r\n"Lovelace, Ada",3\r\n"Hopper, ""Amazing"" Grace",2\r\nTuring,1\r\n';
      await input.setInputFiles({ name: 'scores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(page.getByText('looks like a column heading')).toContainText('Name');
      await page.getByRole('button', { name: 'Leave out heading' }).click();
      await expect(wheel.toast('Imported 3 entries.')).toContainText('Added to the end of the list from scores.csv');
      expect((await wheel.entryTexts()).slice(6)).toEqual(['Lovelace, Ada', 'Hopper, "Amazing" Grace', 'Turing']);
    });

    await test.step('a text file, then Undo takes exactly that import back', async () => {
      const before = await wheel.storedEntries();
      await input.setInputFiles({ name: 'names.txt', mimeType: 'text/plain', buffer: Buffer.from('Zoë\r\n\r\nYusuf\n') });
      const notice = wheel.toast('Imported 2 entries.');
      await expect(notice).toContainText('names.txt');
      expect((await wheel.entryTexts()).slice(-2)).toEqual(['Zoë', 'Yusuf']);
      await notice.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect.poll(() => wheel.storedEntries()).toBe(before);
      await expect(wheel.visibleCount(9)).toBeVisible();
    });
  });
});

test.describe('list tools', () => {

  test('each tool can be undone from its toast, bringing back the exact list', async ({ page }) => {
    test.slow(); // four tools, each changed and undone
    const wheel = new WheelPage(page);
    await wheel.open();
    // A list with ids, colours and a hidden entry to get back: twelve entries, two of them repeats.
    await wheel.addMany(['Item 10', 'item 2', 'Zed', 'ada', 'Ada', 'Bea', 'Item 1'].join('\n'));
    await page.getByRole('button', { name: 'Hide Bea' }).click();
    await expect(page.getByRole('button', { name: 'Show Bea' })).toBeVisible();

    const tools = [
      { name: 'Shuffle entries', says: 'Entries shuffled.' },
      { name: 'Sort entries A to Z', says: 'Entries sorted A to Z.' },
      { name: 'Remove duplicate entries', says: 'Removed 1 duplicate entry.' },
      { name: 'Clear all entries', says: 'Cleared all entries.' },
    ] as const;
    for (const tool of tools) {
      await test.step(tool.name, async () => {
        const before = await wheel.storedEntries();
        expect(before).not.toBeNull();
        await wheel.listTool(tool.name).click();
        const notice = wheel.toast(tool.says);
        await expect(notice).toBeVisible();
        await expect.poll(() => wheel.storedEntries()).not.toBe(before);
        await notice.getByRole('button', { name: 'Undo', exact: true }).click();
        await expect(notice).toBeHidden();
        await expect.poll(() => wheel.storedEntries()).toBe(before);
        await expect(wheel.visibleCount(12)).toBeVisible();
      });
    }
  });

  test('sorting puts numbers in number order; removing duplicates says how many, or that there were none', async ({ page }) => {
    test.slow(); // an accessibility scan with the toasts showing
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.listTool('Clear all entries').click();
    await expect(page.getByText('No entries yet.')).toBeVisible();
    await expect(wheel.visibleCount(0)).toBeVisible();
    await expect(wheel.listTool('Shuffle entries')).toBeDisabled();
    // The pressed button went out of use, so focus moves to the field.
    await expect(wheel.newEntry).toBeFocused();

    await wheel.addMany('Item 10\nItem 2\nitem 2\nItem 1\nITEM 10');
    await wheel.listTool('Sort entries A to Z').click();
    await expect.poll(() => wheel.entryTexts()).toEqual(['Item 1', 'Item 2', 'item 2', 'Item 10', 'ITEM 10']);
    await wheel.listTool('Remove duplicate entries').click();
    await expect(wheel.toast('Removed 2 duplicate entries.')).toBeVisible();
    await expect.poll(() => wheel.entryTexts()).toEqual(['Item 1', 'Item 2', 'Item 10']);
    await wheel.listTool('Remove duplicate entries').click();
    const none = wheel.toast('No duplicate entries.');
    await expect(none).toBeVisible();
    await expect(none.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
    // The toasts and the tools, in the page's light theme, pass the accessibility checks.
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await wheel.entryTexts()).toEqual(['Item 1', 'Item 2', 'Item 10']);
  });
});

test('10,000 pasted lines are in the list and on the wheel, and the wheel spins', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.listTool('Clear all entries').click();
  await expect(wheel.visibleCount(0)).toBeVisible();
  const lines = Array.from({ length: 10_000 }, (_, i) => `Guest ${i + 1}`).join('\r\n');
  expect(await wheel.pasteIntoNewEntry(lines)).toBe(true);
  await expect(wheel.visibleCount(10_000)).toBeVisible();
  await expect(wheel.toast('Added 10,000 entries.')).toBeVisible();
  await expect(wheel.canvas).toHaveAttribute('aria-label', /with 10000 entries/);
  // Only the rows in view are in the page.
  expect(await wheel.entryList.getByRole('listitem').count()).toBeLessThan(100);
  await wheel.useQuickSpins();
  await expect(wheel.spinButton).toBeEnabled();
  const winner = await wheel.spinOnce();
  expect(winner).toMatch(/^Guest \d+$/);
});

test('100,000 lines pasted into Add many are kept out of its box, shown by count and first lines, and all added', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.listTool('Clear all entries').click();
  await page.getByRole('button', { name: 'Add many' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add many entries' });
  const box = dialog.getByRole('textbox', { name: 'Entries, one per line' });
  await box.fill('Host\n');
  const lines = Array.from({ length: 100_000 }, (_, i) => `Guest ${i + 1}`).join('\n');
  expect(await wheel.paste(box, lines)).toBe(true);
  await expect(dialog.getByRole('heading', { name: '100,001 lines pasted' })).toBeVisible();
  await expect(box).toHaveCount(0);
  await expect(dialog.getByRole('list', { name: 'First lines pasted' }).getByRole('listitem')).toHaveText(['Host', 'Guest 1', 'Guest 2', 'Guest 3', 'Guest 4']);
  await expect(dialog.getByText('100,001 entries to add')).toBeVisible();
  const add = dialog.getByRole('button', { name: 'Add entries' });
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(wheel.visibleCount(100_001)).toBeVisible();
  await expect(wheel.toast('Added 100,001 entries.')).toBeVisible();
});

test('a list of 6,000 entries is sorted A to Z in a worker, numbers in number order, and Undo puts the order back', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.listTool('Clear all entries').click();
  await expect(wheel.visibleCount(0)).toBeVisible();
  // Backwards, and in mixed case: "entry 5999" before "Entry 6000" only once sorted.
  const lines = Array.from({ length: 6_000 }, (_, i) => `${i % 2 === 0 ? 'Entry' : 'entry'} ${6_000 - i}`).join('\n');
  expect(await wheel.pasteIntoNewEntry(lines)).toBe(true);
  await expect(wheel.visibleCount(6_000)).toBeVisible();
  expect((await wheel.entryTexts()).slice(0, 3)).toEqual(['Entry 6000', 'entry 5999', 'Entry 5998']);

  // The comparing happens off the page: a worker starts for it.
  const worker = page.waitForEvent('worker');
  await wheel.listTool('Sort entries A to Z').click();
  await worker;
  await expect(wheel.toast('Entries sorted A to Z.')).toBeVisible();
  await expect.poll(async () => (await wheel.entryTexts()).slice(0, 4)).toEqual(['entry 1', 'Entry 2', 'entry 3', 'Entry 4']);
  await expect(wheel.visibleCount(6_000)).toBeVisible();

  await page.getByRole('button', { name: 'Undo last change' }).click();
  await expect.poll(async () => (await wheel.entryTexts()).slice(0, 3)).toEqual(['Entry 6000', 'entry 5999', 'Entry 5998']);
});
