// Add many at both widths, its dialog laid out for a phone too, by pointer and by keyboard with an
// accessibility scan. The list tools that do not depend on the width are in hosting-entries.desktop.spec.ts.
import { test, expect, seriousA11yViolations } from './fixtures';
import { WheelPage } from './wheel-page';

test.describe('many entries at once', () => {
  test('Add many takes one entry per line (CRLF, tabs, blank lines) and says how many', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await wheel.addMany('Ada\r\n\r\n   \n  Grace Hopper  \r\nAlan\tTuring\n\nKatherine\r\n');
    await expect(wheel.toast('Added 4 entries.')).toBeVisible();
    expect(await wheel.entryTexts()).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6', 'Ada', 'Grace Hopper', 'Alan Turing', 'Katherine']);
    await expect(wheel.visibleCount(10)).toBeVisible();
    await expect(wheel.canvas).toHaveAttribute('aria-label', /with 10 entries/);
    // The dialog hands focus back to the button that opened it.
    await expect(page.getByRole('button', { name: 'Add many' })).toBeFocused();
  });

  test('Add many works by keyboard alone', async ({ page }) => {
    test.slow(); // an accessibility scan of the open dialog
    const wheel = new WheelPage(page);
    await wheel.open();
    await page.getByRole('button', { name: 'Add many' }).focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', { name: 'Entries, one per line' });
    await expect(box).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.type('One');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Two');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add entries' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(wheel.toast('Added 2 entries.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add many' })).toBeFocused();
    expect((await wheel.entryTexts()).slice(-2)).toEqual(['One', 'Two']);
  });
});
