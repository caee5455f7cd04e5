// The drag-and-drop code arrives only when a reorder begins. A key or a press made on a handle
// while that code is still on its way must not be lost: these tests hold every script back
// until after the visitor acted, then let it through.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';

/** Holds every script requested from now on until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a key pressed on a handle before the drag code has arrived picks the entry up once it has', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
  const release = await holdScripts(page);
  const handle = page.getByRole('button', { name: 'Reorder Option 2' });
  await handle.focus();
  await page.keyboard.press('Space');
  release();
  const said = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await said('Picked up Option 2, position 2 of 6.');
  await expect(page.getByRole('button', { name: 'Reorder Option 2' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await said('Option 2 moved to position 3 of 6.');
  await page.keyboard.press('Space');
  await expect.poll(() => wheel.entryTexts()).toEqual(['Option 1', 'Option 3', 'Option 2', 'Option 4', 'Option 5', 'Option 6']);
});

test('a press on a handle before the drag code has arrived becomes a drag once it has', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
  // The fifth row can sit just below an 800-pixel window: brought into view before its place is read.
  await page.getByRole('button', { name: 'Reorder Option 5' }).scrollIntoViewIfNeeded();
  const from = await page.getByRole('button', { name: 'Reorder Option 5' }).boundingBox();
  const to = await page.getByRole('button', { name: 'Reorder Option 2' }).boundingBox();
  if (!from || !to) throw new Error('handles not laid out');
  const release = await holdScripts(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  release();
  // The sortable list has replaced the plain one when the handle carries dnd-kit's description.
  await expect(page.getByRole('button', { name: 'Reorder Option 5' })).toHaveAttribute('aria-describedby', /DndDescribedBy/);
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => wheel.entryTexts()).toEqual(['Option 1', 'Option 5', 'Option 2', 'Option 3', 'Option 4', 'Option 6']);
});

test('a press let go before the drag code has arrived does not start a drag later', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
  // The fifth row can sit just below an 800-pixel window: brought into view before its place is read.
  await page.getByRole('button', { name: 'Reorder Option 5' }).scrollIntoViewIfNeeded();
  const from = await page.getByRole('button', { name: 'Reorder Option 5' }).boundingBox();
  if (!from) throw new Error('handle not laid out');
  const release = await holdScripts(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  release();
  await expect(page.getByRole('button', { name: 'Reorder Option 5' })).toHaveAttribute('aria-describedby', /DndDescribedBy/);
  await page.mouse.move(from.x + from.width / 2, from.y - 150, { steps: 10 });
  await expect(page.getByText('Picked up Option 5', { exact: false })).toHaveCount(0);
  expect(await wheel.entryTexts()).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6']);
});

test('a click on a row that is half-way through when the drag code arrives still lands', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
  const hide = await page.getByRole('button', { name: 'Hide Option 2' }).boundingBox();
  if (!hide) throw new Error('button not laid out');
  const release = await holdScripts(page);
  await page.mouse.move(hide.x + hide.width / 2, hide.y + hide.height / 2);
  await page.mouse.down();
  release();
  // The drag code arrives while the button is held down; the list waits for the click before it changes.
  await page.waitForResponse(/_next\/static\/chunks\/.*\.js/);
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Show Option 2' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wheelEntries'))).toContain('"visible":false');
});

test('an entry being edited keeps what was typed when the drag code arrives', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
  const release = await holdScripts(page);
  await page.getByRole('button', { name: 'Edit Option 3' }).click();
  const box = page.getByRole('textbox', { name: 'Edit entry' });
  await box.fill('Option three, renamed');
  release();
  await page.waitForResponse(/_next\/static\/chunks\/.*\.js/);
  await expect(box).toHaveValue('Option three, renamed');
  await box.press('Enter');
  await expect.poll(() => wheel.entryTexts()).toEqual(['Option 1', 'Option 2', 'Option three, renamed', 'Option 4', 'Option 5', 'Option 6']);
  // Once the edit is over, the list can be reordered.
  await expect(page.getByRole('button', { name: 'Reorder Option 1' })).toHaveAttribute('aria-describedby', /DndDescribedBy/);
});
