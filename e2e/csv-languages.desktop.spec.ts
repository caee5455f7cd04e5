import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';
import { makeRecord } from './verify-records';
import { verificationLink } from '@/lib/draw/link';

// A CSV file is written for the spreadsheets of the page's language: on /de/ it splits on ';', has German
// headers and a German name, and still imports back into the wheel as its winners.
test.use({ timezoneId: 'Europe/Berlin' });

test('a results CSV exported on /de/ has semicolons and German headers, and imports back into the wheel', async ({ page }) => {
  const wheel = new WheelPage(page);
  const entries = ['Müller; Anna', 'Zoë "Z", 2', 'Plain'];
  await wheel.open(`/?template_entries=${encodeURIComponent(JSON.stringify(entries))}`);
  await wheel.useQuickSpins();
  // Results last for the tab's session in every language, so they are drawn here and exported on /de/.
  const winners = [await wheel.spinOnce(), await wheel.spinOnce()];

  await page.goto('/de/');
  await page.getByRole('tab', { name: 'Ergebnisse' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('glücksrad_ergebnisse.csv');
  const file = await readFile((await download.path()) ?? '', 'utf8');

  await test.step('German columns split on semicolons, times on the visitor’s clock as a spreadsheet reads them', async () => {
    const lines = file.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Position";"Gewinner";"Zeitpunkt"');
    const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;
    const time = '"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}"';
    expect(lines[1]).toMatch(new RegExp(`^1;${escape(cell(winners[1] ?? ''))};${time}$`));
    expect(lines[2]).toMatch(new RegExp(`^2;${escape(cell(winners[0] ?? ''))};${time}$`));
  });

  await test.step('the file imports back as the winners, newest first, its heading left out', async () => {
    await page.getByRole('tab', { name: 'Einträge' }).click();
    await page.getByLabel('Aus Datei importieren').setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: Buffer.from(file) });
    await expect(page.getByText('sieht wie eine Spaltenüberschrift aus')).toContainText('Gewinner');
    await page.getByRole('button', { name: 'Überschrift weglassen' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 Einträge importiert.' })).toBeVisible();
    const stored = () => page.evaluate(() => (JSON.parse(localStorage.getItem('wheelEntries') ?? '[]') as { text: string }[]).map((e) => e.text));
    await expect.poll(stored).toEqual([...entries, winners[1], winners[0]]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('/de/verify writes the record’s times in German, in the visitor’s time zone, and keeps the ISO times as data', async ({ page }) => {
  const link = await verificationLink(await makeRecord());
  await page.goto(`/de${link}`);
  await expect(page.locator('time[datetime="2026-11-23T10:00:00.000Z"]')).toHaveText('23. November 2026 um 11:00:00 MEZ');
  await expect(page.locator('time[datetime="2026-11-23T10:10:00.000Z"]')).toHaveText('23. November 2026 um 11:10:00 MEZ');
});
