import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';

// What the wheel keeps and where it goes: stored data, links, exports. The same code at any width,
// so desktop only; wheel-tabs.spec.ts scans each tab at both widths.
test.describe('wheel state', () => {
  test('entries, settings and theme survive a reload; results last for the session', async ({ page, consoleErrors }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    expect(await page.evaluate(() => localStorage.getItem('wheelEntries'))).toBeNull();
    await wheel.add('Kept');
    await wheel.useQuickSpins();
    await page.getByRole('radio', { name: 'Random' }).check();
    await page.getByRole('slider', { name: 'Deceleration rate' }).fill('0.9');
    await wheel.openTab('Theme');
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    const winner = await wheel.spinOnce();

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wheelEntries') ?? 'null'));
    expect(Array.isArray(stored)).toBe(true);
    expect(stored.at(-1)).toMatchObject({ text: 'Kept', visible: true });

    await page.reload();
    await expect.poll(() => wheel.entryTexts()).toContain('Kept');
    await wheel.openTab('Spin');
    await expect(page.getByRole('radio', { name: 'Random' })).toBeChecked();
    await expect(page.getByRole('slider', { name: 'Deceleration rate' })).toHaveValue('0.9');
    await wheel.openTab('Theme');
    await expect(page.getByLabel('Wheel background')).toHaveValue('#2c3e50');
    await wheel.openTab('Results');
    await expect(page.getByRole('listitem').filter({ hasText: winner }).first()).toBeVisible();
    // Stored state replaced the static defaults without a hydration mismatch.
    expect(consoleErrors).toEqual([]);
  });

  test('a change in one tab reaches another tab of the same site', async ({ page, context }) => {
    const first = new WheelPage(page);
    const second = new WheelPage(await context.newPage());
    await first.open();
    await second.open();
    await first.add('From the other tab');
    await expect.poll(() => second.entryTexts()).toContain('From the other tab');
  });

  test('corrupt or odd stored data falls back quietly and the wheel still spins', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('wheelEntries', '{not json');
      localStorage.setItem('wheelSpinSettings', JSON.stringify({ mode: 'warp-speed' }));
      localStorage.setItem('wheelTheme', JSON.stringify({ wheelBackground: 'javascript:alert(1)', soundEnabled: 'yes' }));
      sessionStorage.setItem('wheelResults', JSON.stringify([{ nope: true }, 42]));
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const wheel = new WheelPage(page);
    await wheel.open();
    expect(await wheel.entryTexts()).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6']);
    await expect.poll(() => errors.join('\n')).toContain('wheelEntries');
    await wheel.useQuickSpins();
    await expect(page.getByRole('radio', { name: 'Classic' })).toBeChecked();
    await wheel.spinOnce();
  });

  test('a template link replaces the entries and tidies the address; a broken one changes nothing', async ({ page }) => {
    const wheel = new WheelPage(page);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await wheel.open(`/?template_entries=${encodeURIComponent(JSON.stringify(['Red', 'Blue', 'Green & "Gold"']))}`);
    await expect.poll(() => wheel.entryTexts()).toEqual(['Red', 'Blue', 'Green & "Gold"']);
    await expect(page).toHaveURL(/\/$/);

    await wheel.open(`/?template_entries=${encodeURIComponent('{"not":"a list"}')}`);
    await expect.poll(() => errors.join('\n')).toContain('template_entries');
    expect(await wheel.entryTexts()).toEqual(['Red', 'Blue', 'Green & "Gold"']);
    await wheel.open('/?template_entries=%E0%A4%A');
    expect(await wheel.entryTexts()).toEqual(['Red', 'Blue', 'Green & "Gold"']);
  });

  test('exports results as CSV and copies them as text', async ({ page, context, browserName }) => {
    test.info().annotations.push({ type: 'browser', description: browserName });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const wheel = new WheelPage(page);
    await wheel.open(`/?template_entries=${encodeURIComponent(JSON.stringify(['=SUM(1,2)', 'Plain']))}`);
    await wheel.useQuickSpins();
    const winners = [await wheel.spinOnce(), await wheel.spinOnce()];
    await wheel.openTab('Results');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('wheel_results.csv');
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Position","Winner","Timestamp"');
    const cell = (w: string) => `"${w.startsWith('=') ? `'${w}` : w}"`;
    expect(lines[1]).toMatch(new RegExp(`^1,${escape(cell(winners[1] ?? ''))},"\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z"$`));
    expect(lines[2]).toMatch(new RegExp(`^2,${escape(cell(winners[0] ?? ''))},`));
    await expect(page.getByRole('status').filter({ hasText: 'Results Exported' })).toContainText('Results have been downloaded as CSV file.');

    await page.getByRole('button', { name: /Copy results|Share results/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Results Copied' })).toContainText('Results copied to clipboard for sharing.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`1. ${winners[1]}`);
    expect(copied).toContain(`2. ${winners[0]}`);

    await page.getByRole('button', { name: 'Clear results' }).click();
    await expect(page.getByText('No results yet. Spin the wheel to see results here!')).toBeVisible();
  });

  test('quick themes keep the sound setting', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.openTab('Theme');
    const sound = page.getByRole('switch', { name: 'Sound effects' });
    await expect(sound).toHaveAttribute('aria-checked', 'true');
    await sound.click();
    await page.getByRole('button', { name: 'Neon', exact: true }).click();
    await expect(page.getByLabel('Wheel background')).toHaveValue('#000000');
    await expect(sound).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: 'Use colour #FFD700' }).click();
    await expect(page.getByLabel('Wheel background')).toHaveValue('#ffd700');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
