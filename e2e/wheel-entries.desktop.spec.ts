// Desktop only: a mouse drag on the handle. Touch devices reorder with the same handle through pointer events.
import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';

test('reorders by dragging the handle with a pointer', async ({ page }) => {
  const wheel = new WheelPage(page);
  await wheel.open();
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
