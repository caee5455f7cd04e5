import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seedEntries, type StoredEntry } from './seeded-wheel';
import { WheelPage } from './wheel-page';

const SHARED: StoredEntry[] = [
  { id: 'a', text: 'Ada Lovelace', color: '#123456', visible: true },
  { id: 'b', text: 'مرحبا بالعالم', color: '#ABCDEF', visible: false },
  { id: 'c', text: 'Grace 🎉 Hopper', color: '#FF0000', visible: true },
  { id: 'd', text: '<b>not bold</b>', color: '#00AA00', visible: true },
];

const DARK = { wheelBackground: '#2C3E50', textColor: '#FFFFFF', borderColor: '#34495E', pointerColor: '#E74C3C' };

function manyEntries(count: number): StoredEntry[] {
  const first = ['Amara', 'Bjorn', 'Chen', 'Dolores', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ivo', 'Juana'];
  const last = ['Okafor', 'Lindqvist', 'Nakamura', 'Herrera', 'Novak', 'Haddad', 'Kowalski', 'Silva'];
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    text: `${first[i % first.length]} ${last[(i * 7) % last.length]} ${i + 1}`,
    color: `#${(i * 2654435761).toString(16).slice(-6).padStart(6, '0').toUpperCase()}`,
    visible: i % 3 !== 0,
  }));
}

function stored(page: Page) {
  return page.evaluate(() => ({
    entries: JSON.parse(localStorage.getItem('wheelEntries') ?? 'null') as StoredEntry[] | null,
    theme: JSON.parse(localStorage.getItem('wheelTheme') ?? 'null') as Record<string, unknown> | null,
    title: (JSON.parse(localStorage.getItem('wheelHosting') ?? '{}') as { title?: string }).title ?? '',
  }));
}

const withoutIds = (entries: StoredEntry[] | null) => entries?.map(({ text, color, visible }) => ({ text, color, visible }));
const colorsOf = (theme: Record<string, unknown> | null) =>
  theme && { wheelBackground: theme.wheelBackground, textColor: theme.textColor, borderColor: theme.borderColor, pointerColor: theme.pointerColor };

/** Opens "Share wheel" and returns its dialog and the link it offers. */
async function shareLink(page: Page) {
  await page.getByRole('button', { name: 'Share wheel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this wheel' });
  const field = dialog.getByRole('textbox', { name: 'Wheel link' });
  await expect(field).toHaveValue(/\/#w=/, { timeout: 15_000 });
  return { dialog, link: await field.inputValue() };
}

test.describe('sharing a wheel', () => {
  test('a shared link carries entries, colours, visibility, theme and title to another tab; Undo brings that tab back', async ({ page, context }) => {
    await seedEntries(page, SHARED);
    const host = new WheelPage(page);
    await host.open();

    const link = await test.step('the host titles, themes and shares the wheel', async () => {
      await page.getByRole('textbox', { name: 'Wheel title' }).fill('Friday giveaway');
      await expect(page.getByText('Friday giveaway', { exact: true })).toHaveAttribute('dir', 'auto');
      await host.openTab('Theme');
      await page.getByRole('button', { name: 'Dark', exact: true }).click();
      const { dialog, link } = await shareLink(page);
      await expect(dialog.getByRole('img', { name: 'QR code' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      return link;
    });

    const before = await test.step('the list changes after the link was made', async () => {
      await host.openTab('Entries');
      await host.add('Only in my list');
      await page.getByRole('textbox', { name: 'Wheel title' }).fill('My own wheel');
      await host.openTab('Theme');
      await page.getByRole('button', { name: 'Neon', exact: true }).click();
      await expect.poll(async () => (await stored(page)).title).toBe('My own wheel');
      return stored(page);
    });

    const guest = await context.newPage();
    const visitor = new WheelPage(guest);
    await test.step('the link replaces the whole wheel in a new tab', async () => {
      await visitor.open(link);
      await expect(guest.getByRole('status').filter({ hasText: 'Wheel opened from the link' })).toBeVisible();
      await expect.poll(async () => withoutIds((await stored(guest)).entries)).toEqual(withoutIds(SHARED));
      expect(colorsOf((await stored(guest)).theme)).toEqual(DARK);
      await expect(guest.getByRole('textbox', { name: 'Wheel title' })).toHaveValue('Friday giveaway');
      await expect(guest.getByText('Friday giveaway', { exact: true })).toBeVisible();
      await expect(visitor.canvas).toHaveAttribute('aria-label', /with 3 entries/);
      expect(await visitor.entryTexts()).toEqual(SHARED.map((e) => e.text));
      await expect(guest).toHaveURL(/\/$/);
    });

    await test.step('Undo restores that tab’s own list, theme and title exactly', async () => {
      await guest.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect.poll(async () => (await stored(guest)).entries).toEqual(before.entries);
      const after = await stored(guest);
      expect(colorsOf(after.theme)).toEqual(colorsOf(before.theme));
      expect(after.title).toBe('My own wheel');
      await expect(guest.getByRole('textbox', { name: 'Wheel title' })).toHaveValue('My own wheel');
    });
  });

  test('a link pasted into the address bar of an open tab replaces its wheel', async ({ page }) => {
    await seedEntries(page, SHARED);
    const wheel = new WheelPage(page);
    await wheel.open();
    const { dialog, link } = await shareLink(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await wheel.add('Added later');
    await expect.poll(() => wheel.entryTexts()).toContain('Added later');

    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, new URL(link).hash);
    await expect.poll(() => wheel.entryTexts()).toEqual(SHARED.map((e) => e.text));
    await expect(page).toHaveURL(/\/$/);
  });

  test('a 10,000-entry wheel survives the round trip; its link is too long for a QR code', async ({ page, context }) => {
    test.slow();
    const many = manyEntries(10_000);
    await seedEntries(page, many);
    const host = new WheelPage(page);
    await host.open();
    const { dialog, link } = await shareLink(page);
    await expect(dialog.getByText('too long for a QR code')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'QR code' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await host.add('Only in my list');
    await expect.poll(async () => (await stored(page)).entries?.length).toBe(10_001);

    const guest = await context.newPage();
    await new WheelPage(guest).open(link);
    await expect.poll(async () => withoutIds((await stored(guest)).entries), { timeout: 15_000 }).toEqual(withoutIds(many));
  });

  test('a damaged link says it could not be read and changes nothing', async ({ page, consoleErrors }) => {
    await seedEntries(page, SHARED);
    const wheel = new WheelPage(page);
    await wheel.open('/#w=this-is-not-a-wheel');
    await expect(page.getByRole('alert').filter({ hasText: 'This wheel link could not be read' })).toBeVisible();
    expect(await wheel.entryTexts()).toEqual(SHARED.map((e) => e.text));
    expect((await stored(page)).entries).toEqual(SHARED);
    expect(consoleErrors.join('\n')).toContain('shared wheel');
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
  });

  test('a link from a newer version and a link that unpacks far past any wheel each say their own reason and change nothing', async ({ page }) => {
    const deflate = async (text: string) =>
      Buffer.from(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer()).toString('base64url');
    await seedEntries(page, SHARED);
    const wheel = new WheelPage(page);
    await wheel.open(`/#w=${await deflate('[2,"Next year","ffffff000000cccccc000000",["Ada"],"ff0000",[]]')}`);
    const newer = page.getByRole('alert').filter({ hasText: 'This wheel link comes from a newer version of the site' });
    await expect(newer).toContainText('Reload the page to get the newest version, then open the link again.');
    await expect(newer).not.toContainText('cut short');

    // Pasted into the same tab's address bar: about 9 kB that would unpack to 9 MB.
    await page.goto(`/#w=${await deflate('0'.repeat(9_000_000))}`);
    const tooLarge = page.getByRole('alert').filter({ hasText: 'This wheel link is too large to open' });
    await expect(tooLarge).toContainText('It would unpack to far more than any wheel holds');
    await expect(tooLarge).not.toContainText('cut short');
    expect(await wheel.entryTexts()).toEqual(SHARED.map((e) => e.text));
    expect((await stored(page)).entries).toEqual(SHARED);
  });
});

test.describe('presenting', () => {
  test('Ctrl+Enter spins while the focus is in the new-entry field', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.useQuickSpins();
    await wheel.openTab('Entries');
    await wheel.newEntry.focus();
    const before = await wheel.resultCount();
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => wheel.resultCount(), { timeout: 20_000 }).toBe(before + 1);
    await expect(wheel.newEntry).toBeFocused();
  });

  test('Ctrl+Enter does not spin behind an open dialog', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.openTab('Spin');
    const { dialog } = await shareLink(page);
    await page.keyboard.press('Control+Enter');
    // Two frames: a spin started by the key would have turned the button to "Spinning..." by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(wheel.spinButton).toHaveText('SPIN THE WHEEL!');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('Control+Enter');
    await expect(wheel.spinButton).toHaveText('Spinning...');
  });

  test('no wheel title, no line above the wheel', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    const title = page.getByRole('textbox', { name: 'Wheel title' });
    await expect(title).toHaveValue('');
    await title.fill('Raffle');
    await expect(page.getByText('Raffle', { exact: true })).toBeVisible();
    await title.fill('');
    await expect(page.getByText('Raffle', { exact: true })).toHaveCount(0);
  });
});
