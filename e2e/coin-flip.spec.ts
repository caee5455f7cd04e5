import { test, expect, seriousA11yViolations } from './fixtures';
import { CoinPage, type CoinTab } from './coin-page';
import { REDUCED_MOTION_FLIP_MS } from '../lib/coin/flip-animation';

const SIDE = /^(HEADS|TAILS)$/;

test.describe('coin flip', () => {
  test('a flip runs from click to landing, with result, toast and history', async ({ page, consoleErrors }) => {
    const coin = new CoinPage(page);
    await coin.goto();
    await expect(page.getByRole('img', { name: 'The coin shows HEADS' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Flip' })).toHaveAttribute('aria-selected', 'true');

    await test.step('the button runs while the coin is in the air', async () => {
      await coin.flipButton.click();
      await expect(coin.flippingButton).toBeDisabled();
      await expect(page.getByRole('img', { name: 'The coin is in the air' })).toBeVisible();
      await expect(coin.result).toBeHidden();
    });

    const label = await test.step('the coin lands after the 2 s default duration and says where', async () => {
      await coin.land(2000);
      const landed = await coin.resultLabel();
      expect(landed).toMatch(SIDE);
      await expect(page.getByRole('img', { name: `The coin shows ${landed}` })).toBeVisible();
      const toast = page.getByRole('status').filter({ hasText: `The coin landed on ${landed.toLowerCase()}.` });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(landed);
      return landed;
    });

    await test.step('the Results tab lists it with its time and the counts', async () => {
      await coin.openTab('Results');
      await expect(coin.history.getByRole('listitem')).toHaveCount(1);
      await expect(coin.history.getByRole('listitem')).toContainText(label);
      await expect(coin.history.locator('time')).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
      const counts = await coin.counts();
      expect(counts.heads + counts.tails).toBe(1);
      expect(counts.headsPercent + counts.tailsPercent).toBe(100);
      expect(label === 'HEADS' ? counts.heads : counts.tails).toBe(1);
    });
    expect(consoleErrors).toEqual([]);
  });

  test('Reset clears the shown result but keeps the history', async ({ page }) => {
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.useShortestDuration();
    await coin.flip();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(coin.result).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeHidden();
    await expect(coin.flipButton).toBeFocused();
    await coin.openTab('Results');
    await expect(coin.history.getByRole('listitem')).toHaveCount(1);
  });

  test('twelve quick flips show the ten newest, "And 2 more..." and counts that add up', async ({ page }) => {
    test.setTimeout(60_000);
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.useShortestDuration();
    const landed: string[] = [];
    for (let i = 0; i < 12; i += 1) landed.unshift(await coin.flip());

    await coin.openTab('Results');
    await expect(page.getByText('And 2 more...')).toBeVisible();
    const items = coin.history.getByRole('listitem');
    await expect(items).toHaveCount(10);
    for (let i = 0; i < 10; i += 1) await expect(items.nth(i)).toContainText(landed[i] ?? '');
    const heads = landed.filter((label) => label === 'HEADS').length;
    expect(await coin.counts()).toEqual({
      heads,
      tails: 12 - heads,
      headsPercent: Math.round((heads / 12) * 100),
      tailsPercent: 100 - Math.round((heads / 12) * 100),
    });
  });

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
    expect(lines[0]).toBe('Timestamp,Result');
    expect(lines.slice(1, 3).map((line) => line.split(',')[1])).toEqual(landed);
    for (const line of lines.slice(1, 3)) expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    expect(lines.slice(3)).toEqual(['']);

    await page.getByRole('button', { name: 'Clear history' }).click();
    await expect(page.getByText('No flips yet')).toBeVisible();
    await expect(page.getByText('Start flipping to see your results here')).toBeVisible();
  });

  test('custom labels show on the coin, in the result, the history and the CSV', async ({ page }) => {
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.useShortestDuration();
    await coin.openTab('Customize');
    await page.getByRole('textbox', { name: 'Heads label' }).fill('Pizza, please');
    await page.getByRole('textbox', { name: 'Tails label' }).fill('=Tacos');
    await expect(page.getByRole('img', { name: 'The coin shows Pizza, please' })).toBeVisible();

    const label = await coin.flip();
    expect(['Pizza, please', '=Tacos']).toContain(label);
    await expect(page.getByRole('status').filter({ hasText: `The coin landed on ${label.toLowerCase()}.` })).toBeVisible();
    await coin.openTab('Results');
    await expect(coin.history.getByRole('listitem').first()).toContainText(label);

    const { text } = await coin.downloadCsv();
    // RFC 4180 quotes the comma; the leading = is defused so a spreadsheet shows it as text.
    const [, resultCell] = (text.split('\r\n')[1] ?? '').split('Z,');
    expect(resultCell).toBe(label === 'Pizza, please' ? '"Pizza, please"' : "'=Tacos");
  });

  test('history and theme survive a reload; labels and flip settings do not', async ({ page, consoleErrors }) => {
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.useShortestDuration();
    await coin.openTab('Customize');
    await page.getByRole('textbox', { name: 'Heads label' }).fill('Yes');
    await page.getByRole('textbox', { name: 'Tails label' }).fill('No');
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

  test('reads a stored history in the format of SPEC.md', async ({ page, consoleErrors }) => {
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

  test('flips from the keyboard and keeps focus on the button', async ({ page }) => {
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.useShortestDuration();
    await coin.flipButton.focus();
    await page.keyboard.press('Enter');
    await expect(coin.flippingButton).toBeFocused();
    await coin.land();
    await expect(coin.flipButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(coin.flippingButton).toBeFocused();
    await coin.land();
  });

  test('with reduced motion the flip is short, whatever the duration setting', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const coin = new CoinPage(page);
    await coin.goto();
    const duration = page.getByRole('slider', { name: 'Duration' });
    await duration.focus();
    await duration.press('End');
    await expect(duration).toHaveValue('5000');
    await coin.flipButton.click();
    await coin.land(REDUCED_MOTION_FLIP_MS);
  });

  test.describe('accessibility', () => {
    // axe takes a few seconds per run on a busy machine; each test runs it three times.
    test.describe.configure({ timeout: 60_000 });
    const tabs: CoinTab[] = ['Flip', 'Customize', 'Results'];

    test('no serious violations with each tab open before any flip', async ({ page }) => {
      const coin = new CoinPage(page);
      await coin.goto();
      await coin.resumeTime();
      for (const tab of tabs) {
        await coin.openTab(tab);
        expect(await seriousA11yViolations(page), `${tab} tab`).toEqual([]);
      }
    });

    test('no serious violations with each tab open after a flip', async ({ page }) => {
      const coin = new CoinPage(page);
      await coin.goto();
      await coin.useShortestDuration();
      await coin.flip();
      await coin.resumeTime();
      for (const tab of tabs) {
        await coin.openTab(tab);
        expect(await seriousA11yViolations(page), `${tab} tab`).toEqual([]);
      }
    });
  });
});

declare global {
  interface Window {
    oscillatorsCreated: number;
  }
}

test.describe('coin flip sound', () => {
  test('plays synthesized flip and landing tones with Sound Effects on, and none with it off', async ({ page }) => {
    await page.addInitScript(() => {
      window.oscillatorsCreated = 0;
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
        window.oscillatorsCreated += 1;
        return create.call(this);
      };
    });
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.useShortestDuration();
    await coin.flip();
    expect(await page.evaluate(() => window.oscillatorsCreated)).toBeGreaterThanOrEqual(4);

    await coin.openTab('Customize');
    await page.getByRole('switch', { name: 'Sound Effects' }).click();
    await expect(page.getByRole('switch', { name: 'Sound Effects' })).toHaveAttribute('aria-checked', 'false');
    await page.evaluate(() => {
      window.oscillatorsCreated = 0;
    });
    await coin.flip();
    expect(await page.evaluate(() => window.oscillatorsCreated)).toBe(0);
  });
});
