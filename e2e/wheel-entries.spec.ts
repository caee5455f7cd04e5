// Adding entries at both widths (the entries tab sits under the wheel on a phone). Editing,
// colours, hiding, reordering and text safety are in wheel-entries.desktop.spec.ts.
import { test, expect } from './fixtures';
import { WheelPage } from './wheel-page';

test.describe('wheel entries', () => {
  test('adds with the button and with Enter, trimmed, ignoring blanks', async ({ page }) => {
    const wheel = new WheelPage(page);
    await wheel.open();
    await expect(page.getByText(/6\s*visible/)).toBeVisible();
    await wheel.newEntry.fill('  Tacos  ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await wheel.add('Sushi');
    await wheel.add('    ');
    expect(await wheel.entryTexts()).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6', 'Tacos', 'Sushi']);
    await expect(page.getByText(/8\s*visible/)).toBeVisible();
    await expect(wheel.canvas).toHaveAttribute('aria-label', /8 entries/);
  });
});
