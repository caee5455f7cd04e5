import { deflateRawSync } from 'node:zlib';
import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';

const DEFAULTS = ['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6'];

/** A shared-wheel link (`/#w=`) carrying these texts, made as the site makes one: compact JSON, raw DEFLATE, base64url. */
function sharedWheelLink(texts: string[]): string {
  const colors = texts.map(() => '4ECDC4').join('');
  const json = JSON.stringify([1, 'Long entries', 'FFFFFF333333FFFFFF000000', texts, colors, []]);
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
