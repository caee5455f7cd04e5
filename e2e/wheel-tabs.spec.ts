import { test, expect, seriousA11yViolationsInEachTheme } from './fixtures';
import { WheelPage } from './wheel-page';

// Each tab of the wheel's tool laid out at both widths (stacked under the wheel on a phone).
test.describe('wheel tabs', () => {
  for (const tab of ['Entries', 'Spin', 'Theme', 'Results'] as const) {
    test(`has no serious accessibility violations with the ${tab} tab open, in the light or dark theme`, async ({ page }) => {
      const wheel = new WheelPage(page);
      await wheel.open();
      await wheel.openTab(tab);
      expect(await seriousA11yViolationsInEachTheme(page)).toEqual([]);
    });
  }
});
