// Editing the list at desktop width: the same code and markup at 375 px, where wheel-entries.spec.ts
// adds entries in the phone's stacked layout. Dragging the handle with a mouse is desktop only too:
// touch devices reorder with the same handle through pointer events.
import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';

test('reorders by dragging the handle with a pointer', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
  // The fifth row can sit just below an 800-pixel window: brought into view before its place is read.
  await page.getByRole('button', { name: 'Reorder Option 5' }).scrollIntoViewIfNeeded();
  const from = await page.getByRole('button', { name: 'Reorder Option 5' }).boundingBox();
  const to = await page.getByRole('button', { name: 'Reorder Option 2' }).boundingBox();
  if (!from || !to) throw new Error('handles not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => wheel.entryTexts()).toEqual(['Option 1', 'Option 5', 'Option 2', 'Option 3', 'Option 4', 'Option 6']);
});

test.describe('wheel entries', () => {
  test('edits with Enter, cancels with Escape, duplicates, hides and deletes', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await test.step('Enter keeps an edit', async () => {
      await page.getByRole('button', { name: 'Edit Option 1' }).click();
      const box = page.getByRole('textbox', { name: 'Edit entry' });
      await expect(box).toBeFocused();
      await box.fill('Pizza');
      await box.press('Enter');
      await expect(wheel.entryList.getByText('Pizza', { exact: true })).toBeVisible();
    });
    await test.step('Escape throws an edit away', async () => {
      await page.getByRole('button', { name: 'Edit Pizza' }).click();
      await page.getByRole('textbox', { name: 'Edit entry' }).fill('Burgers');
      await page.getByRole('textbox', { name: 'Edit entry' }).press('Escape');
      await expect(wheel.entryList.getByText('Pizza', { exact: true })).toBeVisible();
      await expect(wheel.entryList.getByText('Burgers')).toHaveCount(0);
    });
    await test.step('duplicate, hide, show and delete', async () => {
      await page.getByRole('button', { name: 'Duplicate Pizza' }).click();
      expect((await wheel.entryTexts()).slice(0, 2)).toEqual(['Pizza', 'Pizza (Copy)']);
      await page.getByRole('button', { name: 'Hide Option 2' }).click();
      await expect(page.getByText(/6\s*visible/)).toBeVisible();
      await expect(wheel.canvas).toHaveAttribute('aria-label', /6 entries/);
      await page.getByRole('button', { name: 'Show Option 2' }).click();
      await expect(page.getByText(/7\s*visible/)).toBeVisible();
      await page.getByRole('button', { name: 'Delete Pizza (Copy)' }).click();
      expect(await wheel.entryTexts()).toEqual(['Pizza', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6']);
    });
  });

  test('changes an entry colour, and that colour is drawn on the wheel', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    // At rest slice 0 starts at the pointer; hide the others so one colour fills the wheel.
    for (const n of [2, 3, 4, 5, 6]) await page.getByRole('button', { name: `Hide Option ${n}` }).click();
    await page.getByLabel('Colour of Option 1').fill('#123456');
    await expect.poll(() => wheel.colorUnderPointer()).toBe('#123456');
  });

  test('shows the empty message and refuses to spin when nothing is on the wheel', async ({ page, consoleErrors }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    for (const n of [1, 2, 3, 4, 5, 6]) await page.getByRole('button', { name: `Delete Option ${n}` }).click();
    await expect(page.getByText('No entries yet. Add your first option above!')).toBeVisible();
    await expect(page.getByText(/0\s*visible/)).toBeVisible();
    await wheel.openTab('Spin');
    await expect(wheel.spinButton).toBeDisabled();
    await wheel.canvas.focus();
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'No entries available' });
    await expect(alert).toContainText('Please add some entries to spin the wheel.');
    expect(consoleErrors).toEqual([]);
  });

  test('reorders by keyboard with the drag handle', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    const handle = page.getByRole('button', { name: 'Reorder Option 1' });
    await handle.focus();
    // Each step is announced to screen readers; waiting for it also paces the keys like a person would.
    const said = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
    await page.keyboard.press('Space');
    await said('Picked up Option 1, position 1 of 6.');
    await page.keyboard.press('ArrowDown');
    await said('Option 1 moved to position 2 of 6.');
    await page.keyboard.press('ArrowDown');
    await said('Option 1 moved to position 3 of 6.');
    await page.keyboard.press('Space');
    await said('Option 1 dropped at position 3 of 6.');
    await expect.poll(() => wheel.entryTexts()).toEqual(['Option 2', 'Option 3', 'Option 1', 'Option 4', 'Option 5', 'Option 6']);
    await page.reload();
    await expect.poll(() => wheel.entryTexts()).toEqual(['Option 2', 'Option 3', 'Option 1', 'Option 4', 'Option 5', 'Option 6']);
  });

  test('renders entry text as text, never as markup', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.add('<img src=x onerror="window.__pwned=1">');
    await expect(wheel.entryList.getByText('<img src=x onerror="window.__pwned=1">')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
