import { announcementLink, verificationLink } from '@/lib/draw/link';
import { announcementOf } from '@/lib/draw/record';
import { test, expect, seriousA11yViolations } from './fixtures';
import { ENTRIES, makeRecord, seal, verdict } from './verify-records';

// What the page's width changes: the report's layout (a long entry wraps, the table fits) and its
// accessibility at desktop width and at 375 px. Everything else /verify does is in verify.desktop.spec.ts.
test.describe('verify a draw', () => {
  test('a verification link opened on /verify shows "Verified", each check passed and the winners in order', async ({ page, consoleErrors }) => {
    const record = await makeRecord();
    await page.goto(await verificationLink(record));
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a draw' })).toBeVisible();
    await expect(verdict(page)).toHaveText('Verified');
    await expect(page.getByText(/: Passed$/)).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2, name: 'Café giveaway 🎉' })).toBeVisible();
    const table = page.getByRole('table');
    for (const [k, winner] of record.winners.entries()) {
      const row = table.getByRole('row').nth(winner.position + 1);
      await expect(row.getByRole('cell').nth(1)).toHaveText(winner.text);
      await expect(row.getByRole('cell').nth(2)).toHaveText(`Winner ${k + 1}`);
    }
    // Markup in an entry stays text, and no script of it runs.
    await expect(table.getByRole('cell', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
    // The longest text wraps instead of widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a checked report and an announcement have no serious accessibility violations', async ({ page }) => {
    await page.goto(await verificationLink(await makeRecord()));
    await expect(verdict(page)).toHaveText('Verified');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(await announcementLink(announcementOf(await seal(ENTRIES, 2))));
    await expect(verdict(page)).toHaveText('Announced, not yet drawn');
    await page.getByRole('searchbox', { name: 'Find an entrant' }).fill('Ana');
    await expect(page.getByText(/is in this draw/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
