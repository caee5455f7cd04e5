// Entries with pictures, stored before the page loads: the wheel paints each picture in its slice,
// the winner card and the Results tab show the winner's, and the results keep it through a reload.
import { test, expect, seriousA11yViolationsInEachTheme } from './fixtures';
import { seedEntries } from './seeded-wheel';
import { WheelPage } from './wheel-page';
import { LIME, LIME_PICTURE, MAGENTA, MAGENTA_PICTURE } from '../scripts/test-pictures.mjs';

const PICTURES: Readonly<Record<string, string>> = { Magenta: MAGENTA_PICTURE, Lime: LIME_PICTURE };
const PICTURED_LIST = [
  { id: 'm', text: 'Magenta', color: '#4ECDC4', visible: true, image: MAGENTA_PICTURE },
  { id: 'l', text: 'Lime', color: '#45B7D1', visible: true, image: LIME_PICTURE },
];

/** How many of the canvas's pixels are, within a small tolerance, this colour. */
function pixelsOf(wheel: WheelPage, [red, green, blue]: readonly number[]): Promise<number> {
  return wheel.canvas.evaluate(
    (node, wanted) => {
      const canvas = node as HTMLCanvasElement;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i]! - wanted[0]!) < 24 && Math.abs(data[i + 1]! - wanted[1]!) < 24 && Math.abs(data[i + 2]! - wanted[2]!) < 24) count += 1;
      }
      return count;
    },
    [red, green, blue],
  );
}

test.describe('pictures on the wheel', () => {
  test('a stored list with pictures shows them on the wheel, on the winner card and in the results, after a reload too', async ({ page, consoleErrors }) => {
    await seedEntries(page, PICTURED_LIST);
    const wheel = new WheelPage(page);
    await wheel.open();

    await test.step('the wheel paints each picture in its slice', async () => {
      // Pictures are decoded after the wheel first shows, then painted in: a moment later, not at once.
      await expect.poll(() => pixelsOf(wheel, MAGENTA)).toBeGreaterThan(200);
      await expect.poll(() => pixelsOf(wheel, LIME)).toBeGreaterThan(200);
    });

    await wheel.useQuickSpins();
    const winner = await wheel.spinOnce();
    expect(Object.keys(PICTURES)).toContain(winner);

    await test.step("the winner card shows the winner's picture, named by the entry's text", async () => {
      const card = page.getByRole('dialog', { name: 'Winner' });
      const picture = card.getByRole('img', { name: winner, exact: true });
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('src', PICTURES[winner]!);
      // Large enough to see at a glance, never wider than the card on a phone.
      const box = await picture.boundingBox();
      const cardBox = await card.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(80);
      expect(box!.width).toBeLessThan(cardBox!.width / 2);
      expect(await seriousA11yViolationsInEachTheme(page)).toEqual([]);
    });

    const resultPicture = () => page.getByRole('region', { name: 'Results history' }).getByRole('img', { name: winner, exact: true });
    await test.step('the Results tab shows it beside the result', async () => {
      await wheel.openTab('Results');
      await expect(resultPicture()).toHaveAttribute('src', PICTURES[winner]!);
    });

    await test.step('a reload keeps the result and its picture', async () => {
      await wheel.open();
      await wheel.openTab('Results');
      await expect(resultPicture()).toHaveAttribute('src', PICTURES[winner]!);
    });
    expect(consoleErrors).toEqual([]);
  });

  test('a removed winner keeps its picture in the results', async ({ page }) => {
    await seedEntries(page, PICTURED_LIST);
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.useQuickSpins();
    const winner = await wheel.spinOnce();
    await page.getByRole('dialog', { name: 'Winner' }).getByRole('button', { name: 'Remove winner' }).click();
    await wheel.openTab('Results');
    await expect(page.getByRole('region', { name: 'Results history' }).getByRole('img', { name: winner, exact: true })).toHaveAttribute('src', PICTURES[winner]!);
  });
});
