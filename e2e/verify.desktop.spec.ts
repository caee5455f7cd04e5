// Everything /verify does with a record, the same at any width; verify.spec.ts holds what the width changes.
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { announcementLink, verificationLink } from '@/lib/draw/link';
import { announcementOf, cancelDraw, finishDraw, recordToJson, type DrawRecord, type FinishedDrawV2 } from '@/lib/draw/record';
import { vectors } from '@/__tests__/lib/draw/vectors';
import { test, expect } from './fixtures';
import { ENTRIES, drawAll, makeRecord, seal, verdict } from './verify-records';

/** 100,000 entries, two winners: the largest draw a record may hold. Made once per test worker. */
let large: Promise<{ record: FinishedDrawV2; link: string }> | null = null;
function largeRecord() {
  large ??= (async () => {
    const entries = Array.from({ length: 100_000 }, (_, i) => `Entrant ${i + 1}`);
    const record = finishDraw(await drawAll(await seal(entries, 2), 2), new Date('2026-11-23T10:10:00Z')) as FinishedDrawV2;
    return { record, link: await verificationLink(record) };
  })();
  return large;
}

/** A few kilobytes after `#r=` that unpack to 16 MB of spaces: past what any record holds. */
function bombLink(): string {
  return `/verify#r=${deflateRawSync(Buffer.alloc(16 * 1024 * 1024, 0x20), { level: 9 }).toString('base64url')}`;
}

async function checkPasted(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Draw record' }).fill(text);
  await page.getByRole('button', { name: 'Check record' }).click();
}

/** Typing in the record box is answered: the page's main thread is free. */
async function expectAnswering(page: Page): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Draw record' });
  const started = Date.now();
  await box.fill('still answering');
  await expect(box).toHaveValue('still answering');
  await page.getByRole('button', { name: 'Check record' }).click();
  await expect(verdict(page)).toContainText('neither a draw record');
  expect(Date.now() - started).toBeLessThan(3_000);
}

test.describe('verify a draw', () => {
  test('a tampered verification link is "Not verified" and names the check that failed', async ({ page, consoleErrors }) => {
    const record = await makeRecord();
    const tampered: DrawRecord = { ...record, entries: record.entries.map((e, i) => (i === 1 ? 'Brunella' : e)) };
    await page.goto(await verificationLink(tampered));
    await expect(verdict(page)).toContainText(/^Not verified: /);
    await expect(verdict(page)).toContainText('Everything committed matches the commitment');
    await expect(page.getByText('Everything committed matches the commitment: Failed')).toBeVisible();
    await expect(verdict(page)).not.toContainText('Verified');
    expect(consoleErrors).toEqual([]);
  });

  test('a record with a changed winner, pasted as JSON, is "Not verified" and names the winners check', async ({ page, consoleErrors }) => {
    const record = await makeRecord();
    const first = record.winners[0]!;
    const other = [...record.entries.keys()].find((p) => !record.winners.some((w) => w.position === p))!;
    const tampered: DrawRecord = { ...record, winners: [{ position: other, text: record.entries[other]! }, ...record.winners.slice(1)] };
    await page.goto('/verify');
    await checkPasted(page, recordToJson(tampered, true));
    await expect(verdict(page)).toContainText('Not verified');
    await expect(verdict(page)).toContainText('The winners follow from the seeds');
    await expect(verdict(page)).toContainText(`Winner 1 should be position ${first.position}`);
    await expect(page.getByText('The winners follow from the seeds: Failed')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an announcement link says "Announced", shows the list and what comes next, and finds an entrant', async ({ page, consoleErrors }) => {
    const sealed = await seal(ENTRIES, 2);
    await page.goto(await announcementLink(announcementOf(sealed)));
    await expect(verdict(page)).toHaveText('Announced, not yet drawn');
    await expect(verdict(page)).not.toContainText('Verified');
    const next = page.getByRole('region', { name: 'What to do before the draw' });
    await expect(next).toContainText('Agree a public seed from outside the host');
    await expect(next).toContainText('Keep this link to check later');
    await expect(page.getByText('Winners to draw', { exact: true })).toBeVisible();
    await expect(page.getByText(sealed.commitment)).toBeVisible();
    // The sealing time as a person reads it (date, clock, zone); the exact ISO time stays as the element's data.
    await expect(page.locator(`time[datetime="${sealed.committedAt}"]`)).toHaveText(/^November \d{1,2}, 2026 at \d{1,2}:\d{2}:\d{2} [AP]M \S+$/);
    const table = page.getByRole('table', { name: 'The list: 10 entries, 2 winners to draw' });
    await expect(table.getByRole('row')).toHaveCount(ENTRIES.length + 1);
    await expect(table.getByRole('row').nth(6)).toContainText('Mei 李');

    const search = page.getByRole('searchbox', { name: 'Find an entrant' });
    await search.fill('Zoë');
    await expect(page.getByText(/“Zoë” is in this draw/)).toBeVisible();
    await expect(page.getByText('Position 2:')).toContainText('not drawn yet');
    await search.fill('Zed');
    await expect(page.getByText('“Zed” is not in this draw', { exact: false })).toBeVisible();
    await search.fill('ana');
    await expect(page.getByText(/is not in this draw exactly as typed/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a cancelled record link says "Cancelled", never "Verified"', async ({ page, consoleErrors }) => {
    const cancelled = cancelDraw(await drawAll(await seal(ENTRIES, 3), 1), new Date('2026-11-23T10:05:00Z'));
    await page.goto(await verificationLink(cancelled));
    await expect(verdict(page)).toContainText(/^Cancelled/);
    await expect(verdict(page)).not.toContainText('Verified');
    await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'This draw was cancelled' })).toContainText('after 1 winner of 3');
    await expect(page.getByRole('heading', { name: 'Winners drawn before the draw was cancelled' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a version 1 record verifies, with a note that it uses the older algorithm', async ({ page, consoleErrors }) => {
    const v1 = vectors[0]!;
    await page.goto(v1.link!);
    await expect(verdict(page)).toHaveText('Verified');
    const note = page.getByRole('region', { name: 'An older algorithm' });
    await expect(note).toContainText('spinfair-draw-v1');
    await expect(note).toContainText('did not commit to the title, the time or the number of winners');
    await expect(page.getByRole('heading', { level: 2, name: v1.record.title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a link that unpacks to megabytes is answered "too large" at once, and the page keeps answering', async ({ page, consoleErrors }) => {
    const bomb = bombLink();
    expect(bomb.length).toBeLessThan(30_000);
    await page.goto(bomb);
    await expect(verdict(page)).toContainText('too large');
    await expect(verdict(page)).toContainText(/^Not verified: /);
    await expect(page.getByRole('region', { name: 'Too large to open' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAnswering(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a record of 100,000 entries verifies, its list windowed, its entrants found, the page answering', async ({ page, consoleErrors }) => {
    test.slow(); // the record is made here first
    const { record, link } = await largeRecord();
    await page.goto(link);
    await expect(verdict(page)).toHaveText('Verified', { timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'The list: 100,000 entries, 2 winners' })).toHaveAttribute('aria-rowcount', '100001');
    // Only the rows in view are in the page.
    expect(await page.getByRole('table').getByRole('row').count()).toBeLessThan(200);

    const search = page.getByRole('searchbox', { name: 'Find an entrant' });
    const winner = record.winners[1]!;
    await search.fill(winner.text);
    await expect(page.getByText(new RegExp(`“${winner.text}” is in this draw`))).toBeVisible();
    await expect(page.getByText(`Position ${winner.position}:`)).toContainText('won: winner 2');
    await search.fill('Entrant 100001');
    await expect(page.getByText('“Entrant 100001” is not in this draw', { exact: false })).toBeVisible();

    // Scrolling to the end brings the last rows in.
    const list = page.getByRole('region', { name: /The list/ });
    await list.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(page.getByRole('row').filter({ hasText: 'Entrant 100000' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Entrant 100000' })).toHaveAttribute('aria-rowindex', '100001');
    await expect(page.getByTestId('print-link')).toContainText('too long for a QR code');

    await expectAnswering(page);
    expect(consoleErrors).toEqual([]);
  });

  test('printing gives one page: the verdict, the draw and a QR code of the link, without the site around it', async ({ page }) => {
    const record = await makeRecord();
    const link = await verificationLink(record);
    await page.goto(link);
    await expect(verdict(page)).toHaveText('Verified');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Draw record' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'How a checkable draw works' })).toBeHidden();
    await expect(verdict(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: record.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Winners in the order they were drawn' })).toBeVisible();
    await expect(page.getByText(record.serverSeed)).toBeVisible();
    await expect(page.getByText(record.commitment)).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of the verification link' })).toBeVisible();
    const pdf = (await page.pdf()).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  });

  test('a pasted verification link and an opened record file are checked too', async ({ page }) => {
    const record = await makeRecord();
    await page.goto('/verify');
    await checkPasted(page, `https://spinfair.app${await verificationLink(record)}`);
    await expect(verdict(page)).toHaveText('Verified');

    await checkPasted(page, 'reset');
    await expect(verdict(page)).toContainText('Not verified');
    await page.getByLabel('Open a record file (.json)').setInputFiles({
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
      ['[1, 2, 3]', /not a JSON object/],
      ['#a=%%%', /damaged/],
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

  test('the reference implementation can be copied and downloaded under its file name', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/verify');
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import { createHash, createHmac } from 'node:crypto';");
    expect(copied).toContain(await page.getByRole('region', { name: /Reference implementation/ }).innerText());

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download verify-draw.mjs' }).click()]);
    expect(download.suggestedFilename()).toBe('verify-draw.mjs');
  });

  test('on /fr/verify the checker shown, copied and downloaded speaks French, its code unchanged', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/fr/verify');
    const shown = await page.getByRole('region', { name: 'Implémentation de référence, verify-draw.mjs' }).innerText();
    expect(shown).toContain('// Affiche «\u202FVérifié\u202F»');
    expect(shown).toContain("import { createHash, createHmac } from 'node:crypto';");
    await page.getByRole('button', { name: 'Copier le code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('Non vérifié\u202F: ');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger verify-draw.mjs' }).click()]);
    expect(download.suggestedFilename()).toBe('verify-draw.mjs');
    const saved = readFileSync(await download.path(), 'utf8');
    expect(saved).toContain('le relevé est un objet JSON');
    expect(saved).not.toContain('the record is a JSON object');
  });

});


test.describe('verify a draw without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the static page explains the algorithm and offers the reference implementation', async ({ page }) => {
    await page.goto('/verify');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a draw' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How a checkable draw works' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The algorithm in full' })).toBeVisible();
    // Chromium with scripts turned off still parses <noscript> as text, so read the note from the markup.
    expect(await page.locator('noscript').innerHTML()).toContain('Checking a record here needs JavaScript.');
    await expect(page.getByRole('region', { name: /Reference implementation/ })).toContainText('readUInt32BE');
  });
});
