// Runs in the mobile project only: a 375 px wide touch screen.
import { test, expect } from './fixtures';
import { CoinPage } from './coin-page';

test.describe('coin flip on a phone', () => {
  test('fits the screen without sideways scrolling and flips with a tap', async ({ page }) => {
    const coin = new CoinPage(page);
    await coin.goto();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(coin.flipButton).toBeInViewport();
    await coin.flipButton.tap();
    await expect(coin.flippingButton).toBeDisabled();
    await coin.land();

    for (const tab of ['Customize', 'Results'] as const) {
      await coin.openTab(tab);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});
