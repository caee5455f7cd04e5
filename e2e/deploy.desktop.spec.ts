import { expect, test } from './fixtures';
import { deployNextBuild, NEXT_BUILD_PREFIX } from './next-deploy';
import { WheelPage } from './wheel-page';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';

test('a tab opened before a deploy keeps what was typed and offers a reload where a script is gone', async ({ page }) => {
  // The side tabs' code is fetched in the page's idle moments after it starts; here those moments
  // never come (a tab opened and left before the page was idle), so the Theme tab's script is
  // still to be fetched when the deploy removes it.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const wheel = new WheelPage(page);

  await test.step('open the wheel on the current build and type an entry', async () => {
    await wheel.open();
    await wheel.add('Typed before the deploy');
  });

  await deployNextBuild(page);

  await test.step('a panel whose script is gone offers a reload, and says the entries are safe', async () => {
    await wheel.selectTab('Theme');
    const notice = page.getByRole('alert').filter({ hasText: 'SpinFair has been updated' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your entries and settings are saved on this device');
  });

  await test.step('the rest of the page keeps working on the old build', async () => {
    await wheel.openTab('Entries');
    await wheel.add('Typed after the deploy');
    await expect.poll(() => wheel.entryTexts()).toContain('Typed after the deploy');
  });

  await test.step('the reload brings the new build with every entry in place', async () => {
    await wheel.selectTab('Theme');
    await page.getByRole('button', { name: 'Reload page' }).click();
    await page.locator(WHEEL_READY).waitFor();
    const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src') ?? ''));
    expect(scripts.some((src) => src.includes(NEXT_BUILD_PREFIX))).toBe(true);
    const texts = await wheel.entryTexts();
    expect(texts).toEqual(expect.arrayContaining(['Typed before the deploy', 'Typed after the deploy']));
    await wheel.openTab('Theme');
    await expect(page.getByRole('switch', { name: 'Sound effects' })).toBeVisible();
  });
});
