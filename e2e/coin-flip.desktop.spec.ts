import { test, expect } from './fixtures';
import { CoinPage } from './coin-page';
import { REDUCED_MOTION_FLIP_MS } from '../lib/coin/flip-animation';

const SIDE = /^(HEADS|TAILS)$/;

declare global {
  interface Window {
    /** Counted by the sound test's init script only. */
    oscillatorsCreated?: number;
  }
}

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
});

test.describe('coin flip sound', () => {
  test('plays synthesized flip and landing tones with Sound Effects on, and none with it off', async ({ page }) => {
    await page.addInitScript(() => {
      window.oscillatorsCreated = 0;
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
        window.oscillatorsCreated = (window.oscillatorsCreated ?? 0) + 1;
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
