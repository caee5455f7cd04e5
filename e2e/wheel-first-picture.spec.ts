import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';
import { COLORS, WheelPage } from './wheel-page';

// The wheel before any script runs: the exported home shows a still picture of the default wheel in
// the canvas's square, in the page's language; a visitor with a list of their own (stored, or in a
// link) sees the slices without labels, never the default entries; once the canvas paints, the
// picture is gone, and nothing on the page has moved.

/** The still picture, which sits just after the canvas (hidden from screen readers: the canvas is named). */
const picture = (page: Page): Locator => page.locator('canvas + div[aria-hidden="true"]');

/** The colours of a screenshot at the given points (fractions of its width and height), as #RRGGBB, read in a page of their own. */
async function colorsAt(browser: Browser, png: Buffer, points: readonly (readonly [number, number])[]): Promise<string[]> {
  const reader = await browser.newPage();
  try {
    return await reader.evaluate(
      async ({ base64, at }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(image, 0, 0);
        return at.map(([fx, fy]) => {
          const [r, g, b] = ctx.getImageData(Math.round(fx * canvas.width), Math.round(fy * canvas.height), 1, 1).data;
          return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
        });
      },
      { base64: png.toString('base64'), at: points },
    );
  } finally {
    await reader.close();
  }
}

/** Points halfway out along the middle of each of the six default slices (clockwise from the pointer on the right), as fractions of the square. */
function sliceMiddles(squarePx: number): [number, number][] {
  const radius = squarePx / 2 - 18;
  return [30, 90, 150, 210, 270, 330].map((deg) => {
    const rad = (deg * Math.PI) / 180;
    return [0.5 + (0.45 * radius * Math.cos(rad)) / squarePx, 0.5 + (0.45 * radius * Math.sin(rad)) / squarePx];
  });
}

/** The picture's labels as a visitor sees them (none when they are hidden). */
async function visibleLabels(page: Page): Promise<string[]> {
  const labels = picture(page).locator('text');
  const shown: string[] = [];
  for (const label of await labels.all()) if (await label.isVisible()) shown.push((await label.textContent()) ?? '');
  return shown;
}

test.describe('the wheel without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, name, wheelName } of [
    { path: '/', name: 'Option', wheelName: /^Picker wheel with 6 entries\./ },
    { path: '/es', name: 'Opción', wheelName: /^Ruleta con 6 opciones\./ },
  ]) {
    test(`${path} shows the default wheel, its entries named in the page's language, in the wheel's square`, async ({ page, browser }) => {
      await page.goto(path);
      const canvas = page.getByRole('img', { name: wheelName });
      await expect(canvas).toBeVisible();
      await expect(picture(page)).toBeVisible();
      const [canvasBox, pictureBox] = [await canvas.boundingBox(), await picture(page).boundingBox()];
      expect(pictureBox?.width).toBeGreaterThan(150);
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((pictureBox?.[key] ?? 0) - (canvasBox?.[key] ?? -9))).toBeLessThan(1);

      expect(await visibleLabels(page)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${name} ${n}`));
      const shot = await picture(page).screenshot();
      expect(await colorsAt(browser, shot, sliceMiddles(pictureBox?.width ?? 0))).toEqual(Object.values(COLORS));
    });
  }

  test('the whole page is there without scripts: the list beside the wheel, its tabs and the guide under it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Entries', selected: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New entry' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Entries', exact: true }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Spin the wheel' })).toBeVisible();
  });
});

test.describe('the picture before the wheel runs', () => {
  /** Opens the page with the app's scripts held back (never answered), so the picture is what the visitor sees. */
  async function openBeforeScripts(page: Page, path: string) {
    await page.route('**/_next/static/chunks/*.js', () => {});
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(picture(page)).toBeVisible();
  }

  test('a visitor with nothing stored sees the default entries', async ({ page }) => {
    await openBeforeScripts(page, '/');
    expect(await visibleLabels(page)).toEqual(Object.keys(COLORS));
  });

  test('a visitor with a stored list sees the slices without the default entries', async ({ page, browser }) => {
    await page.addInitScript(() => localStorage.setItem('wheelEntries', JSON.stringify([{ id: 'a', text: 'Tea', color: '#123456', visible: true }])));
    await openBeforeScripts(page, '/');
    expect(await visibleLabels(page)).toEqual([]);
    const box = await picture(page).boundingBox();
    expect(await colorsAt(browser, await picture(page).screenshot(), sliceMiddles(box?.width ?? 0))).toEqual(Object.values(COLORS));
  });

  test('a template link and a shared-wheel link show the slices without the default entries', async ({ page }) => {
    await openBeforeScripts(page, `/de?template_entries=${encodeURIComponent(JSON.stringify(['Tee', 'Kaffee']))}`);
    expect(await visibleLabels(page)).toEqual([]);
    await openBeforeScripts(page, '/#w=abc');
    expect(await visibleLabels(page)).toEqual([]);
  });
});

test('a visitor with a stored list never sees the default entries listed: the Entries tab shows the stored list once it is ready', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('wheelEntries', JSON.stringify([{ id: 'a', text: 'Tea', color: '#123456', visible: true }])));
  // The app's scripts held back: the exported page's list of the default entries stays out of sight.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await answered;
    await route.fallback();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const wheel = new WheelPage(page);
  await expect(page.getByRole('textbox', { name: 'New entry' })).toBeHidden();
  await expect(page.locator('li', { hasText: 'Option 1' })).toBeHidden();
  answer();
  await expect(page.locator(WHEEL_READY)).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'New entry' })).toBeVisible();
  expect(await wheel.entryTexts()).toEqual(['Tea']);
});

test('once the wheel is ready the canvas alone shows it, and nothing on the page has moved', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const wheel = new WheelPage(page);
  await wheel.open('/');
  await expect(page.locator('canvas[data-painted]')).toHaveCount(1);
  await expect(picture(page)).toBeHidden();
  await expect(wheel.canvas).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
});
