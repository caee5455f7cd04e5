import { deflateRawSync } from 'node:zlib';
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';

type Box = { x: number; y: number; width: number; height: number };

const DEFAULTS = ['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6'];

/** A shared-wheel link (`/#w=`) carrying these texts and title, made as the site makes one: compact JSON, raw DEFLATE, base64url. */
function sharedWheelLink(texts: string[], title = 'Long entries'): string {
  const colors = texts.map(() => '4ECDC4').join('');
  const json = JSON.stringify([1, title, 'FFFFFF333333FFFFFF000000', texts, colors, []]);
  return `/#w=${deflateRawSync(Buffer.from(json)).toString('base64url')}`;
}

test.describe('nothing lost', () => {
  test('every kind of list change walks back with "Undo last change", after a reload too', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    const undo = page.getByRole('button', { name: 'Undo last change' });
    await expect(undo).toBeDisabled();

    await wheel.add('Apple');
    await page.getByRole('button', { name: 'Hide Option 3' }).click();
    await page.getByRole('button', { name: 'Delete Option 2' }).click();
    await expect(wheel.toast('Entry deleted')).toContainText('Option 2');
    await wheel.listTool('Sort entries A to Z').click();
    await expect.poll(() => wheel.entryTexts()).toEqual(['Apple', 'Option 1', 'Option 3', 'Option 4', 'Option 5', 'Option 6']);

    await page.reload();
    await page.locator(WHEEL_READY).waitFor();
    await undo.click();
    await expect.poll(() => wheel.entryTexts()).toEqual(['Option 1', 'Option 3', 'Option 4', 'Option 5', 'Option 6', 'Apple']);
    await undo.click();
    await expect.poll(() => wheel.entryTexts()).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6', 'Apple']);
    await expect(wheel.toast('Change undone')).toContainText('removed');
    await undo.click();
    await expect(page.getByRole('button', { name: 'Hide Option 3' })).toBeVisible();
    await undo.click();
    await expect.poll(() => wheel.entryTexts()).toEqual(DEFAULTS);
    await expect(undo).toBeDisabled();
  });

  test("a deleted entry comes back with its toast's Undo, with its id, colour and place", async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.add('Tea');
    const before = await wheel.storedEntries();
    await page.getByRole('button', { name: 'Delete Option 4' }).click();
    await wheel.toast('Entry deleted').getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => wheel.storedEntries()).toBe(before);
  });

  test('Ctrl+Z undoes a list change outside a text field, and leaves typing to the field', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.add('Tea');
    // In the field, Ctrl+Z is the field's own (it undoes typing): the list keeps Tea.
    await wheel.newEntry.fill('half-typed');
    await wheel.newEntry.press('Control+z');
    await expect.poll(() => wheel.entryTexts()).toContain('Tea');
    await page.getByRole('heading', { name: 'Customize Your Wheel' }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => wheel.entryTexts()).toEqual(DEFAULTS);
    await expect(wheel.toast('Change undone')).toContainText('added 1 entry');
  });

  test('when the toast code cannot load (a new deploy removed it), the change is still undoable', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await page.route('**/_next/static/chunks/*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.getByRole('button', { name: 'Delete Option 2' }).click();
    await expect.poll(() => wheel.entryTexts()).not.toContain('Option 2');
    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect.poll(() => wheel.entryTexts()).toEqual(DEFAULTS);
  });

  test('a template link opened in another tab: this tab says so, and 20 seconds later restores its own list', async ({ page, context }) => {
    await page.clock.install();
    const first = new WheelPage(page);
    await first.open();
    await first.add('Mine');
    const mine = [...DEFAULTS, 'Mine'];
    await expect.poll(() => first.entryTexts()).toEqual(mine);

    const second = new WheelPage(await context.newPage());
    await second.open(`/?template_entries=${encodeURIComponent(JSON.stringify(['Tea', 'Coffee']))}`);
    await expect.poll(() => first.entryTexts()).toEqual(['Tea', 'Coffee']);
    const told = first.toast('replaced in another tab');
    await expect(told).toContainText('A template link');
    await expect(told.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();

    // The visitor looks back only after the notice has gone.
    await page.clock.fastForward(20_000);
    await expect(told).toBeHidden();
    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect.poll(() => first.entryTexts()).toEqual(mine);
    await expect.poll(() => second.entryTexts()).toEqual(mine);
  });

  test('data saved by a newer version of the site is shown, never overwritten, and the page says so', async ({ page }) => {
    const future = JSON.stringify([{ id: 'f1', text: 'From a newer version', color: '#112233', visible: true, pinned: true }]);
    await page.addInitScript((stored) => {
      localStorage.setItem('wheelEntries.version', '99');
      localStorage.setItem('wheelEntries', stored);
    }, future);
    const wheel = new WheelPage(page);
    await wheel.open();
    await expect(page.getByRole('alert').filter({ hasText: 'newer version' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect.poll(() => wheel.entryTexts()).toEqual(['From a newer version']);
    await wheel.add('Mine');
    await expect.poll(() => wheel.entryTexts()).toEqual(['From a newer version', 'Mine']);
    expect(await wheel.storedEntries()).toBe(future);
    expect(await page.evaluate(() => localStorage.getItem('wheelEntries.version'))).toBe('99');
  });

  test('a link with a 4,500,000-character entry: shown shortened, said so, kept whole', async ({ page }) => {
    const huge = `Start ${'x'.repeat(4_500_000)}`;
    const link = sharedWheelLink([huge, 'Bo']);
    expect(link.length).toBeLessThan(8_000);
    const wheel = new WheelPage(page);
    await wheel.open(link);
    await expect(wheel.toast('Wheel opened from the link')).toBeVisible();
    await expect(page.getByText('1 entry is longer than 200 characters: shown shortened')).toBeVisible();
    const [shown] = await wheel.entryTexts();
    expect(shown).toHaveLength(201);
    expect(shown?.startsWith('Start xxx')).toBe(true);
    expect(shown?.endsWith('…')).toBe(true);
    const storedLength = await page.evaluate(() => (JSON.parse(localStorage.getItem('wheelEntries') ?? '[]') as { text: string }[])[0]?.text.length);
    expect(storedLength).toBe(huge.length);
  });

  test('at most three toasts at once, never over the control just used, the Entries tools or the wheel; each change still undoable', async ({ page }) => {
    test.slow(); // two widths of eight changes, each read once the toast it closed has faded out (a second)
    const wheel = new WheelPage(page);
    const toasts = page.locator('[data-rht-toaster] :is([role="status"], [role="alert"])');
    const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    /** Fails when a toast on screen covers the control last pressed (where it was then) or any of the controls, where each shows now. */
    const coverNone = async (controls: Locator[]) => {
      const bars = await Promise.all((await toasts.all()).map((toast) => toast.locator('xpath=..').boundingBox()));
      const pressed = await page.evaluate(() => (window as unknown as { pressedBox: Box | null }).pressedBox);
      const places: [string, Box | null][] = [['the control pressed', pressed]];
      // What shows of each: the sticky header covers what has scrolled under it.
      const headerBottom = (await page.locator('body > header, header').first().boundingBox())?.height ?? 0;
      for (const control of controls) {
        const box = await control.boundingBox();
        const top = box ? Math.max(box.y, headerBottom) : 0;
        places.push([control.toString(), box && box.y + box.height > top ? { ...box, y: top, height: box.y + box.height - top } : null]);
      }
      for (const [name, box] of places) {
        for (const bar of bars) expect(box !== null && bar !== null && overlaps(bar, box), `a toast covers ${name}`).toBe(false);
      }
    };
    await page.addInitScript(() => {
      // Where the control pressed last was as it was pressed.
      document.addEventListener(
        'pointerdown',
        (event) => {
          const box = (event.target as Element).closest('button')?.getBoundingClientRect();
          (window as unknown as { pressedBox: Box | null }).pressedBox = box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
        },
        true,
      );
    });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      await test.step(`${viewport.width} px wide`, async () => {
        await page.setViewportSize(viewport);
        await page.goto('/');
        await page.evaluate(() => localStorage.clear());
        await wheel.open();
        const tools = [
          page.getByRole('button', { name: 'Add many' }),
          page.getByRole('button', { name: 'Undo last change' }),
          wheel.newEntry,
          wheel.listTool('Shuffle entries'),
          wheel.listTool('Sort entries A to Z'),
          wheel.listTool('Remove duplicate entries'),
          wheel.listTool('Clear all entries'),
          wheel.canvas,
        ];
        const changes: [Locator | null, string][] = [
          [null, 'Added 3 entries.'],
          [wheel.listTool('Sort entries A to Z'), 'Entries sorted A to Z.'],
          [wheel.listTool('Shuffle entries'), 'Entries shuffled.'],
          [wheel.listTool('Sort entries A to Z'), 'Entries sorted A to Z.'],
          [page.getByRole('button', { name: 'Delete Ann' }), '“Ann” is off the list.'],
          [page.getByRole('button', { name: 'Delete Bo' }), '“Bo” is off the list.'],
          [page.getByRole('button', { name: 'Delete Cy' }), '“Cy” is off the list.'],
          [page.getByRole('button', { name: 'Delete Option 1' }), '“Option 1” is off the list.'],
        ];
        for (const [control, said] of changes) {
          if (control) await control.click();
          else await wheel.addMany('Ann\nBo\nCy');
          await expect(toasts.filter({ hasText: said }).last()).toBeVisible();
          // A closed toast leaves the page once it has faded out (a second).
          await expect.poll(() => toasts.count(), { intervals: [100] }).toBeLessThanOrEqual(3);
          // Where the toasts come to rest, once they have slid in and moved over.
          const moving = () => page.evaluate(() => document.querySelector('[data-rht-toaster]')?.getAnimations({ subtree: true }).some((a) => a.playState === 'running'));
          await expect.poll(moving, { intervals: [50] }).toBe(false);
          await coverNone(tools);
        }
        const undo = page.getByRole('button', { name: 'Undo last change' });
        for (let step = 0; step < changes.length; step += 1) await undo.click();
        await expect.poll(() => wheel.entryTexts()).toEqual(DEFAULTS);
        await expect(undo).toBeDisabled();
      });
    }
  });

  test('a link whose title is longer than a wheel title can be: its start is shown, and the page says so', async ({ page }) => {
    const title = `Friday raffle ${'x'.repeat(5_000)}`;
    const wheel = new WheelPage(page);
    await wheel.open(sharedWheelLink(['Ann', 'Bo'], title));
    await expect(wheel.toast('Wheel opened from the link')).toBeVisible();
    await expect(wheel.toast('The wheel’s title was shortened')).toContainText('(120 characters), so only its first 120 characters are shown');
    await expect(page.getByRole('textbox', { name: 'Wheel title' })).toHaveValue(title.slice(0, 120));
  });

  test('a list longer than storage keeps: said so, the rest is still saved, and a reload brings back the list saved before it', async ({ page }) => {
    await page.addInitScript(() => {
      // Storage with room for a list of 2,000 characters: a longer one is refused as a full quota refuses it.
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage && key === 'wheelEntries' && value.length > 2_000) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.add('Kept');
    await expect.poll(() => wheel.storedEntries()).toContain('Kept');
    await wheel.addMany(Array.from({ length: 60 }, (_, n) => `A guest with a name long enough ${n}`).join('\n'));
    await expect.poll(async () => (await wheel.entryTexts()).length).toBeGreaterThan(7);
    const notice = page.getByRole('alert').filter({ hasText: 'This list is too long to save' });
    await expect(notice).toContainText('Everything else you change is saved, and a reload brings back the last list that was saved.');
    await expect(page.getByRole('alert').filter({ hasText: 'not letting the site store anything' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Wheel title' }).fill('Still saved');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wheelHosting'))).toContain('Still saved');
    await page.reload();
    await page.locator(WHEEL_READY).waitFor();
    await expect.poll(() => wheel.entryTexts()).toEqual([...DEFAULTS, 'Kept']);
    await expect(page.getByRole('textbox', { name: 'Wheel title' })).toHaveValue('Still saved');
  });

  test('with sessionStorage full, a reload keeps the newest undo steps that fit, and the page says how many', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('filled') !== null) return;
      sessionStorage.setItem('filled', '1');
      // Fills sessionStorage to within a few characters, then frees 1,000: room for a few of the steps below.
      sessionStorage.setItem('room', 'x'.repeat(1_000));
      let size = 1 << 22;
      for (let n = 0; size >= 8; n += 1) {
        try {
          sessionStorage.setItem(`filler${n}`, 'x'.repeat(size));
        } catch {
          size /= 2;
        }
      }
      sessionStorage.removeItem('room');
    });
    const wheel = new WheelPage(page);
    await wheel.open();
    const long = (n: number) => `Guest ${n} ${'with a long name '.repeat(10)}`.trim();
    await wheel.addMany(Array.from({ length: 8 }, (_, n) => long(n)).join('\n'));
    await expect.poll(async () => (await wheel.entryTexts()).length).toBe(14);
    for (let n = 0; n < 8; n += 1) {
      await page.getByRole('button', { name: `Delete ${long(n)}` }).click();
      await expect.poll(async () => (await wheel.entryTexts()).length).toBe(13 - n);
    }
    const told = wheel.toast('Not every change can be undone after a reload');
    await expect(told).toContainText('Until then, every change can be undone.');
    const kept = Number(/Only your last (\d+) changes fit/.exec((await told.textContent()) ?? '')?.[1]);
    expect(kept).toBeGreaterThan(1);
    expect(kept).toBeLessThan(9);
    await expect(page.getByRole('status').filter({ hasText: 'Not every change' })).toHaveCount(1);

    await page.reload();
    await page.locator(WHEEL_READY).waitFor();
    const undo = page.getByRole('button', { name: 'Undo last change' });
    for (let step = 0; step < kept; step += 1) await undo.click();
    await expect(undo).toBeDisabled();
    const back = Array.from({ length: kept }, (_, n) => long(8 - kept + n));
    await expect.poll(() => wheel.entryTexts()).toEqual([...DEFAULTS, ...back]);
  });

  test('UTF-16 files without a byte order mark import as the names they hold, in either byte order', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    const input = page.getByLabel('Import from file');
    const little = Buffer.from('Zoë\r\nÅsa\r\n', 'utf16le');
    await input.setInputFiles({ name: 'names.txt', mimeType: 'text/plain', buffer: little });
    await expect(wheel.toast('Imported 2 entries.')).toBeVisible();
    expect((await wheel.entryTexts()).slice(-2)).toEqual(['Zoë', 'Åsa']);
    const big = Buffer.from('Łucja\nJosé\n', 'utf16le').swap16();
    await input.setInputFiles({ name: 'more.txt', mimeType: 'text/plain', buffer: big });
    await expect.poll(async () => (await wheel.entryTexts()).slice(-2)).toEqual(['Łucja', 'José']);
  });
});
