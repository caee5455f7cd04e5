// Pictures on entries at both widths: one added to a row (file chooser, paste), several with "Add images",
// kept across a reload, undone, refused with a message, and a 50-megapixel photo shrunk while the page answers.
import { test, expect } from './fixtures';
import { gifFile, solidPng, textFile } from './picture-files';
import { WheelPage } from './wheel-page';
import type { Locator, Page } from '@playwright/test';

const DEFAULTS = ['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6'];

function row(wheel: WheelPage, text: string): Locator {
  return wheel.entryList.getByRole('listitem').filter({ has: wheel.page.locator(`span[title="${text}"]`) });
}

/** The picture each stored entry has, by text (undefined for none). */
async function storedImages(page: Page): Promise<Record<string, string | undefined>> {
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wheelEntries') ?? '[]') as { text: string; image?: string }[]);
  return Object.fromEntries(stored.map((entry) => [entry.text, entry.image]));
}

const addImages = (page: Page) => page.getByLabel('Add images');

test.describe('entry pictures', () => {
  test('a picture added to a row with the file chooser shows in the row, is saved, and Undo takes it off', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    const first = row(wheel, 'Option 1');
    const chooser = page.waitForEvent('filechooser');
    await first.getByRole('button', { name: 'Add image' }).click();
    await (await chooser).setFiles(solidPng('red.png', 600, 400, [220, 30, 30]));
    await expect(first.getByRole('img', { name: 'Option 1' })).toBeVisible();
    await expect(wheel.toast('Picture added')).toBeVisible();
    await expect.poll(async () => (await storedImages(page))['Option 1']).toMatch(/^data:image\/(webp|jpeg);base64,/);
    // The stored picture is a square of at most 256 pixels.
    const side = await first.getByRole('img', { name: 'Option 1' }).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(side).toEqual([256, 256]);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(first.getByRole('img')).toHaveCount(0);
    await expect(first.getByRole('button', { name: 'Add image' })).toBeVisible();
    await expect.poll(async () => (await storedImages(page))['Option 1']).toBeUndefined();
  });

  test('"Add images" with three files makes three entries named after them, kept after a reload, and one Undo takes them all out', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await addImages(page).setInputFiles([
      solidPng('Red apple.png', 300, 300, [200, 20, 20]),
      solidPng('pear.final.PNG', 200, 500, [150, 200, 40]),
      solidPng('名前.png', 64, 64, [40, 40, 200]),
    ]);
    await expect(wheel.toast('Added 3 entries with pictures.')).toBeVisible();
    const added = ['Red apple', 'pear.final', '名前'];
    expect(await wheel.entryTexts()).toEqual([...DEFAULTS, ...added]);
    for (const text of added) await expect(row(wheel, text).getByRole('img', { name: text })).toBeVisible();

    await wheel.open();
    expect(await wheel.entryTexts()).toEqual([...DEFAULTS, ...added]);
    for (const text of added) await expect(row(wheel, text).getByRole('img', { name: text })).toBeVisible();

    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect.poll(() => wheel.entryTexts()).toEqual(DEFAULTS);
  });

  test('removing a picture is undone like any change', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await addImages(page).setInputFiles([solidPng('Kiwi.png', 100, 100, [90, 160, 60])]);
    const kiwi = row(wheel, 'Kiwi');
    await kiwi.getByRole('button', { name: 'Remove image' }).click();
    await expect(kiwi.getByRole('img')).toHaveCount(0);
    await expect(wheel.toast('Picture removed')).toBeVisible();
    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect(kiwi.getByRole('img', { name: 'Kiwi' })).toBeVisible();
  });

  test('a text file is refused with a message naming it, and the pictures beside it are added', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await addImages(page).setInputFiles([textFile('names.txt', 'Ada\nGrace\n'), solidPng('Plum.png', 120, 80, [120, 40, 120])]);
    await expect(page.getByRole('alert').filter({ hasText: '“names.txt” is not a picture' })).toBeVisible();
    await expect(row(wheel, 'Plum').getByRole('img', { name: 'Plum' })).toBeVisible();
    expect(await wheel.entryTexts()).toEqual([...DEFAULTS, 'Plum']);

    // The same on a row: the entry is left as it was.
    const chooser = page.waitForEvent('filechooser');
    await row(wheel, 'Option 2').getByRole('button', { name: 'Add image' }).click();
    await (await chooser).setFiles(textFile('fake.png', 'not a picture at all'));
    await expect(page.getByRole('alert').filter({ hasText: '“fake.png” is not a picture' })).toBeVisible();
    await expect(row(wheel, 'Option 2').getByRole('img')).toHaveCount(0);
  });

  test('an animated GIF gives its first frame, and the page says so', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await addImages(page).setInputFiles([gifFile('Dancing cat.gif', 3)]);
    await expect(page.getByRole('alert').filter({ hasText: '“Dancing cat.gif” is animated: the wheel shows its first frame.' })).toBeVisible();
    await expect(row(wheel, 'Dancing cat').getByRole('img', { name: 'Dancing cat' })).toBeVisible();
  });

  test('pictures that storage cannot keep stay on the page, and the page says the list is not saved', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    // Storage filled to the brim by something else: the next write of any size is refused.
    await page.evaluate(() => {
      let low = 0;
      let high = 12_000_000;
      while (high - low > 1_000) {
        const size = Math.floor((low + high) / 2);
        try {
          localStorage.setItem('filler', 'x'.repeat(size));
          low = size;
        } catch {
          high = size;
        }
      }
      localStorage.setItem('filler', 'x'.repeat(low));
    });
    await addImages(page).setInputFiles([solidPng('One.png', 400, 400, [10, 120, 60]), solidPng('Two.png', 400, 400, [200, 120, 60])]);
    await expect(page.getByRole('alert').filter({ hasText: /too long to save|not saved/ }).first()).toBeVisible();
    await expect(row(wheel, 'Two').getByRole('img', { name: 'Two' })).toBeVisible();
    expect(await wheel.entryTexts()).toEqual([...DEFAULTS, 'One', 'Two']);
  });

  test('a picture pasted on a row becomes its picture', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await row(wheel, 'Option 3').getByRole('button', { name: 'Edit Option 3' }).focus();
    // Focus in the list turns it sortable, which draws the rows anew (focus carried over): the paste goes
    // to whatever button has focus then, and is made again until the page takes it.
    const paste = () =>
      page.evaluate(async () => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || focused.getAttribute('aria-label') !== 'Edit Option 3') return false;
        // A picture on the clipboard, as copying one from another page gives it.
        const canvas = new OffscreenCanvas(90, 60);
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#3a7';
        ctx.fillRect(0, 0, 90, 60);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        if (!focused.isConnected) return false;
        const data = new DataTransfer();
        data.items.add(new File([blob], 'image.png', { type: 'image/png' }));
        return !focused.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
    await expect.poll(paste).toBe(true);
    await expect(row(wheel, 'Option 3').getByRole('img', { name: 'Option 3' })).toBeVisible();
  });

  // How long its tasks take is bench/add-pictures.mjs's to measure; here, that it is made and the page answers meanwhile.
  test('a 50-megapixel photo is shrunk to a picture while the page keeps answering', async ({ page }) => {
    test.slow();
    const wheel = new WheelPage(page);
    await wheel.open();
    // The file is handed to the page first, on an input of its own: that hand-over is the test's work, not the page's.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'file';
      input.id = 'held-photo';
      document.body.append(input);
    });
    await page.locator('#held-photo').setInputFiles([solidPng('Big sky.png', 8160, 6120, [80, 140, 220])]);
    // The list's first use loads its drag code and draws its rows anew; done before the photo is given, as a visitor's first touch would.
    await row(wheel, 'Option 2').getByRole('button', { name: 'Hide Option 2' }).click();
    await row(wheel, 'Option 2').getByRole('button', { name: 'Show Option 2' }).click();
    await expect(row(wheel, 'Option 2').getByRole('button', { name: 'Hide Option 2' })).toBeVisible();

    await page.evaluate(() => {
      // As the file chooser gives the chosen file to "Add images".
      const held = document.querySelector<HTMLInputElement>('#held-photo')!;
      const input = [...document.querySelectorAll('label')].find((label) => label.textContent === 'Add images')!.querySelector('input')!;
      input.files = held.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page.getByRole('status').filter({ hasText: 'Preparing 1 picture…' })).toBeVisible();
    // Another control answers meanwhile.
    await row(wheel, 'Option 1').getByRole('button', { name: 'Hide Option 1' }).click();
    await expect(row(wheel, 'Option 1').getByRole('button', { name: 'Show Option 1' })).toBeVisible();
    await expect(row(wheel, 'Big sky').getByRole('img', { name: 'Big sky' })).toBeVisible({ timeout: 30_000 });
    const storedPicture = () =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('wheelEntries') ?? '[]') as { text: string; image?: string }[]).find((e) => e.text === 'Big sky')?.image ?? '');
    await expect.poll(storedPicture).toMatch(/^data:image\/(webp|jpeg);base64,/);
  });
});
