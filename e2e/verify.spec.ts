import type { Page } from '@playwright/test';
import { verificationLink } from '@/lib/draw/link';
import { drawNext, finishDraw, recordToJson, startDraw, type DrawRecord } from '@/lib/draw/record';
import { seededSource } from '@/lib/random';
import { test, expect, seriousA11yViolations } from './fixtures';

/** A finished draw made here in Node with the site's own draw module: a duplicate, accents and an emoji, three winners. */
async function makeRecord(): Promise<DrawRecord> {
  let draw = await startDraw({
    title: 'Café giveaway 🎉',
    entries: ['Ana', 'Bruno', 'Zoë', 'Ana', 'Łukasz', 'Mei 李'],
    now: new Date('2026-11-23T10:00:00Z'),
    source: seededSource(42),
  });
  draw = { ...draw, publicSeed: 'chat word: pineapple' };
  for (let i = 0; i < 3; i += 1) draw = (await drawNext(draw)).draw;
  return finishDraw(draw, new Date('2026-11-23T10:10:00Z'));
}

function verdict(page: Page) {
  // Toasts are status regions too; the verdict is the one that speaks of verification.
  return page.getByRole('status').filter({ hasText: /^(Verified|Not verified|Checking)/ });
}

async function checkPasted(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Draw record' }).fill(text);
  await page.getByRole('button', { name: 'Check record' }).click();
}

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
    expect(consoleErrors).toEqual([]);
  });

  test('a record with a changed winner, pasted as JSON, is "Not verified" and names the winners check', async ({ page, consoleErrors }) => {
    const record = await makeRecord();
    const first = record.winners[0]!;
    const other = (first.position + 1) % record.entries.length;
    const tampered: DrawRecord = { ...record, winners: [{ position: other, text: record.entries[other]! }, ...record.winners.slice(1)] };
    await page.goto('/verify');
    await checkPasted(page, recordToJson(tampered, true));
    await expect(verdict(page)).toContainText('Not verified');
    await expect(verdict(page)).toContainText('The winners follow from the seeds');
    await expect(verdict(page)).toContainText(`Winner 1 should be position ${first.position}`);
    await expect(page.getByText('The winners follow from the seeds: Failed')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a pasted verification link and an opened record file are checked too', async ({ page }) => {
    const record = await makeRecord();
    await page.goto('/verify');
    await checkPasted(page, `https://spinfair.app${await verificationLink(record)}`);
    await expect(verdict(page)).toHaveText('Verified');

    await checkPasted(page, 'reset');
    await expect(verdict(page)).toContainText('Not verified');
    await page.getByLabel('Or open a record file (.json)').setInputFiles({
      name: 'record.json',
      mimeType: 'application/json',
      buffer: Buffer.from(recordToJson(record, true)),
    });
    await expect(verdict(page)).toHaveText('Verified');
  });

  test('garbage, a cut link and a foreign algorithm get "Not verified" with a reason and no page error', async ({ page, consoleErrors }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const link = await verificationLink(await makeRecord());
    await page.goto('/verify');
    const cases: [string, RegExp][] = [
      ['this is not a record }{ ', /neither a draw record \(JSON\) nor a verification link/],
      [link.slice(0, 60), /incomplete or damaged/],
      ['{"algorithm": "lucky-wheel-2"}', /names the algorithm "lucky-wheel-2"/],
      ['{"algorithm": "spinfair-draw-v1", "title": "Raffle", "entries": "Ana, Bruno"}', /"entries" is missing or is not a list/],
    ];
    for (const [input, reason] of cases) {
      await test.step(input.slice(0, 40), async () => {
        await checkPasted(page, input);
        await expect(verdict(page)).toContainText(reason);
        await expect(verdict(page)).toContainText(/^Not verified: /);
      });
    }
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the reference implementation can be copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/verify');
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import { createHash, createHmac } from 'node:crypto';");
    expect(copied).toContain(await page.getByRole('region', { name: /Reference implementation/ }).innerText());
  });

  test('a checked report has no serious accessibility violations', async ({ page }) => {
    const record = await makeRecord();
    await page.goto(await verificationLink(record));
    await expect(verdict(page)).toHaveText('Verified');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('verify a draw without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the static page explains the checks and offers the reference implementation', async ({ page }) => {
    await page.goto('/verify');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a draw' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How a checkable draw works' })).toBeVisible();
    // Chromium with scripts turned off still parses <noscript> as text, so read the note from the markup.
    expect(await page.locator('noscript').innerHTML()).toContain('Checking a record here needs JavaScript.');
    await expect(page.getByRole('region', { name: /Reference implementation/ })).toContainText('readUInt32BE');
  });
});
