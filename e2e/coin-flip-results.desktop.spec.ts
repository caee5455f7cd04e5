import { test, expect } from './fixtures';
import { CoinPage } from './coin-page';

test.describe('coin flip results and storage', () => {
  test('Download CSV saves every flip with its ISO time and label; Clear history empties it', async ({ page }) => {
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.useShortestDuration();
    const landed = [await coin.flip(), await coin.flip()].reverse();
    await coin.openTab('Results');

    const { fileName, text } = await coin.downloadCsv();
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(fileName).toBe(`coin-flip-results-${today}.csv`);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"Timestamp","Result"');
    expect(lines.slice(1, 3).map((line) => line.split(',')[1])).toEqual(landed.map((label) => `"${label}"`));
    for (const line of lines.slice(1, 3)) expect(line).toMatch(/^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z",/);
    expect(lines.slice(3)).toEqual(['']);

    await page.getByRole('button', { name: 'Clear history' }).click();
    await expect(page.getByText('No flips yet')).toBeVisible();
    await expect(page.getByText('Start flipping to see your results here')).toBeVisible();
  });

  test('custom labels show on the coin, in the result, the history and the CSV', async ({ page }) => {
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.useShortestDuration();
    await coin.setLabels('Pizza, please', '=Tacos');
    await expect(page.getByRole('img', { name: 'The coin shows Pizza, please' })).toBeVisible();

    const label = await coin.flip();
    expect(['Pizza, please', '=Tacos']).toContain(label);
    await expect(page.getByRole('status').filter({ hasText: `The coin landed on ${label.toLowerCase()}.` })).toBeVisible();
    await coin.openTab('Results');
    await expect(coin.history.getByRole('listitem').first()).toContainText(label);

    const { text } = await coin.downloadCsv();
    // Every text field is quoted (RFC 4180), so the comma stays inside; the
    // leading = is defused so a spreadsheet shows it as text.
    const [, resultCell] = (text.split('\r\n')[1] ?? '').split('Z",');
    expect(resultCell).toBe(label === 'Pizza, please' ? '"Pizza, please"' : `"'=Tacos"`);
  });

  test('history and theme survive a reload; labels and flip settings do not', async ({ page, consoleErrors }) => {
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.useShortestDuration();
    await coin.setLabels('Yes', 'No');
    await page.getByRole('textbox', { name: 'Edge colour hex' }).fill('#123456');
    await page.getByRole('switch', { name: 'Sound Effects' }).click();
    const first = await coin.flip();
    const second = await coin.flip();

    await coin.reload();
    await coin.openTab('Results');
    await expect(coin.history.getByRole('listitem')).toHaveCount(2);
    await expect(coin.history.getByRole('listitem').nth(0)).toContainText(second);
    await expect(coin.history.getByRole('listitem').nth(1)).toContainText(first);

    await coin.openTab('Customize');
    await expect(page.getByRole('switch', { name: 'Sound Effects' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByLabel('Edge colour', { exact: true })).toHaveValue('#123456');
    await expect(page.getByRole('textbox', { name: 'Heads label' })).toHaveValue('HEADS');
    await coin.openTab('Flip');
    await expect(page.getByRole('slider', { name: 'Duration' })).toHaveValue('2000');
    expect(consoleErrors).toEqual([]);
  });

  test('reads a stored history saved as a bare list under coinFlipResults', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const flip = (id: 'heads' | 'tails', label: string, color: string, iso: string) => ({ id: String(Date.parse(iso)), side: { id, label, color }, timestamp: iso });
      window.localStorage.setItem(
        'coinFlipResults',
        JSON.stringify([
          flip('tails', 'TAILS', '#C0C0C0', '2026-01-01T10:00:03.000Z'),
          flip('heads', 'HEADS', '#FFD700', '2026-01-01T10:00:02.000Z'),
          flip('heads', 'Yes', '#FFD700', '2026-01-01T10:00:01.000Z'),
        ]),
      );
    });
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.openTab('Results');
    await expect(coin.history.getByRole('listitem')).toHaveCount(3);
    await expect(coin.history.getByRole('listitem').nth(2)).toContainText('Yes');
    expect(await coin.counts()).toEqual({ heads: 2, headsPercent: 67, tails: 1, tailsPercent: 33 });
    expect(consoleErrors).toEqual([]);
  });

  test('corrupt storage is ignored with a console message and the page still works', async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      window.localStorage.setItem('coinFlipResults', '{"results": [oops');
      window.localStorage.setItem('coinFlipTheme', '["#FF0000"]');
    });
    const coin = new CoinPage(page);
    await coin.goto();
    await expect.poll(() => warnings.join('\n')).toContain('Stored coin flip results is not valid JSON');
    expect(warnings.join('\n')).toContain('Stored coin theme is not an object');
    await coin.useShortestDuration();
    const label = await coin.flip();
    await coin.openTab('Results');
    await expect(coin.history.getByRole('listitem')).toHaveCount(1);
    await expect(coin.history.getByRole('listitem')).toContainText(label);
    expect(consoleErrors).toEqual([]);
  });
});
