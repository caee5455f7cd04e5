import { test, expect, seriousA11yViolations } from './fixtures';
import { CoinPage, type CoinTab } from './coin-page';

test.describe('coin flip accessibility', () => {
  // axe takes a few seconds per run on a busy machine; each test runs it three or six times.
  test.describe.configure({ timeout: 90_000 });
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

  test('no serious violations with each tab open after a flip, in the dark theme too', async ({ page }) => {
    const coin = new CoinPage(page);
    await coin.goto();
    await coin.useShortestDuration();
    await coin.flip();
    await coin.resumeTime();
    for (const tab of tabs) {
      await coin.openTab(tab);
      expect(await seriousA11yViolations(page), `${tab} tab`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const tab of tabs) {
      await coin.openTab(tab);
      expect(await seriousA11yViolations(page), `${tab} tab, dark theme`).toEqual([]);
    }
  });
});
