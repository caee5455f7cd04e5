import { expect, test } from './fixtures';
import { seedEntries, storedList } from './seeded-wheel';
import { WheelPage } from './wheel-page';

// A right-to-left override inside an entry must not spill into the words
// around it ("Winner:", "was chosen."), so every place that shows entry text
// isolates it: the list, the winner line, the winner card and the results.
const TRICKY = '\u202Eevil.exe';

test('entry text with a right-to-left override is isolated everywhere it is shown', async ({ page }) => {
  await seedEntries(page, storedList([TRICKY]));
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.useQuickSpins();
  await wheel.spinOnce();

  const isolation = (selector: string) =>
    page.locator(selector).evaluateAll((nodes, text) => nodes.filter((n) => n.textContent === text).map((n) => getComputedStyle(n).unicodeBidi), TRICKY);

  // The winner line under the wheel, the card and the live region: each name sits in a <bdi>.
  expect((await isolation('bdi')).length).toBeGreaterThanOrEqual(2);
  expect(await isolation('bdi')).not.toContain('normal');

  await wheel.openTab('Results');
  // The tab's code may still be arriving as it opens: wait for its list rather than read it once.
  await expect.poll(() => isolation('[dir="auto"]')).toEqual(expect.arrayContaining(['isolate']));
  await wheel.openTab('Entries');
  const listText = await isolation('ul[aria-label="Entries"] [dir="auto"]');
  expect(listText.length).toBeGreaterThanOrEqual(1);
  expect(listText.every((value) => value === 'isolate' || value === 'plaintext')).toBe(true);
});
