import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CoinPage } from './coin-page';
import { WheelPage } from './wheel-page';

/**
 * Every entry of a tab's list, as that tab shows it: the list draws only the rows in view, so its
 * box is scrolled through, each position read once its row is drawn.
 */
function shownList(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Entries', exact: true }).evaluate(async (list) => {
    const box = list.parentElement!;
    const texts: string[] = [];
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let top = 0; ; top += box.clientHeight) {
      box.scrollTop = top;
      await frame();
      for (const row of list.querySelectorAll('li[aria-posinset]')) {
        texts[Number(row.getAttribute('aria-posinset')) - 1] = row.querySelector('span[title]')?.textContent ?? '';
      }
      if (top + box.clientHeight >= box.scrollHeight) break;
    }
    return texts;
  });
}

/** How many entries a tab's list holds (its rows say the size of the whole list). */
const listSize = (page: Page) => page.getByRole('list', { name: 'Entries', exact: true }).getByRole('listitem').first().getAttribute('aria-setsize');
const storedTexts = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('wheelEntries') ?? '[]') as { text: string }[]).map((e) => e.text));

test.describe('nothing lost', () => {
  test('a browser that refuses to store says "not saved" once, and the wheel keeps working', async ({ page }) => {
    test.slow(); // a whole spin plus several edits
    await page.addInitScript(() => {
      // Counts every "not saved" alert the page ever shows, so a second one cannot slip by after the first has gone.
      const counted = new WeakSet<Element>();
      const state = window as unknown as { notSavedAlerts: number };
      state.notSavedAlerts = 0;
      new MutationObserver(() => {
        document.querySelectorAll('[role="alert"]').forEach((alert) => {
          if (counted.has(alert) || !alert.textContent?.includes('not saved')) return;
          counted.add(alert);
          state.notSavedAlerts += 1;
        });
      }).observe(document, { childList: true, subtree: true, characterData: true });
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const wheel = new WheelPage(page);
    await wheel.open();
    const notSaved = page.getByRole('alert').filter({ hasText: 'not saved' });
    const alertsShown = () => page.evaluate(() => (window as unknown as { notSavedAlerts: number }).notSavedAlerts);
    await expect(notSaved).toHaveCount(0);

    await test.step('the first refused write shows the notice', async () => {
      await wheel.add('Kept for this visit');
      await expect(notSaved).toHaveCount(1);
    });
    await test.step('later refused writes do not repeat it', async () => {
      await wheel.add('Another one');
      await expect.poll(() => wheel.entryTexts()).toEqual(expect.arrayContaining(['Kept for this visit', 'Another one']));
      await wheel.useQuickSpins();
      expect(await alertsShown()).toBe(1);
    });
    await test.step('the wheel still spins with the edited list', async () => {
      await wheel.spinOnce();
      await wheel.openTab('Entries');
      await wheel.add('After the spin');
      await expect.poll(() => wheel.entryTexts()).toContain('After the spin');
      expect(await alertsShown()).toBe(1);
    });
  });

  test('unreadable stored entries are copied to wheelEntries.corrupt before anything overwrites them', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('wheelEntries', '[{"id":1,"text":"Half a list"');
    });
    const wheel = new WheelPage(page);
    await wheel.open();
    const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
    expect(await stored('wheelEntries.corrupt')).toBe('[{"id":1,"text":"Half a list"');
    await wheel.add('Fresh start');
    await expect.poll(() => stored('wheelEntries')).toContain('Fresh start');
    expect(await stored('wheelEntries.corrupt')).toBe('[{"id":1,"text":"Half a list"');
    expect(await stored('wheelEntries.version')).toBe('1');
  });

  test('two tabs flipping the coin keep both histories', async ({ page, context }) => {
    test.slow(); // two pages, two flights and a reload
    const first = new CoinPage(page);
    const second = new CoinPage(await context.newPage());
    await first.goto();
    await second.goto();
    await first.useShortestDuration();
    await second.useShortestDuration();

    const fromFirst = await first.flip();
    const fromSecond = await second.flip();
    for (const coin of [first, second]) {
      await coin.openTab('Results');
      await expect(coin.history.getByRole('listitem')).toHaveCount(2);
    }
    await first.reload();
    await first.openTab('Results');
    await expect(first.history.getByRole('listitem')).toHaveCount(2);
    await expect(first.history.getByRole('listitem').nth(0)).toContainText(fromSecond);
    await expect(first.history.getByRole('listitem').nth(1)).toContainText(fromFirst);
  });

  test('two tabs adding at the same instant, 50 rounds: no entry is lost and both tabs end with the same list', async ({ page, context }) => {
    test.slow(); // 100 adds in two tabs
    const first = new WheelPage(page);
    const secondPage = await context.newPage();
    const second = new WheelPage(secondPage);
    await first.open();
    await second.open();
    const expected = await storedTexts(page).then((stored) => (stored.length > 0 ? stored : first.entryTexts()));
    const ROUNDS = 50;
    let roundsKept = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      await first.newEntry.fill(`A${round}`);
      await second.newEntry.fill(`B${round}`);
      // Enter in both tabs together: each add is made before that tab hears the other's.
      await Promise.all([first.newEntry.press('Enter'), second.newEntry.press('Enter')]);
      expected.push(`A${round}`, `B${round}`);
      await expect.poll(() => Promise.all([listSize(page), listSize(secondPage)]), { message: `round ${round + 1}` }).toEqual([String(expected.length), String(expected.length)]);
      const stored = await storedTexts(page);
      if (stored.includes(`A${round}`) && stored.includes(`B${round}`)) roundsKept += 1;
    }
    const [inFirst, inSecond, stored] = await Promise.all([shownList(page), shownList(secondPage), storedTexts(page)]);
    console.log(`two tabs adding at the same instant: ${roundsKept} of ${ROUNDS} rounds kept both entries; ${inFirst.length} entries in each tab`);
    expect(roundsKept).toBe(ROUNDS);
    expect(inSecond).toEqual(inFirst);
    expect(stored).toEqual(inFirst);
    expect([...inFirst].sort()).toEqual([...expected].sort());
  });

  for (const [name, list] of [
    ['a template link', ['Red', 'Blue']],
    ['an empty template link', []],
  ] as const) {
    test(`${name} replaces the list everywhere, and Undo brings the old one back everywhere`, async ({ page, context }) => {
      const linked = new WheelPage(page);
      await linked.open();
      await linked.add('Mine');
      await page.getByRole('button', { name: 'Hide Option 2' }).click();
      await page.getByLabel('Colour of Option 3').fill('#123456');
      await linked.entryList.getByRole('button', { name: 'Reorder Mine' }).focus();
      const said = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
      await page.keyboard.press('Space');
      await said('Picked up Mine, position 7 of 7.');
      await page.keyboard.press('ArrowUp');
      await said('Mine moved to position 6 of 7.');
      await page.keyboard.press('Space');
      await expect.poll(() => linked.entryTexts()).toEqual(['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Mine', 'Option 6']);
      const before = await page.evaluate(() => localStorage.getItem('wheelEntries'));
      expect(before).toContain('"color":"#123456"');
      expect(before).toContain('"visible":false');
      const other = new WheelPage(await context.newPage());
      await other.open();
      await expect.poll(() => other.entryTexts()).toContain('Mine');

      await test.step('the link replaces the list in both tabs', async () => {
        await linked.open(`/?template_entries=${encodeURIComponent(JSON.stringify(list))}`);
        await expect.poll(() => linked.entryTexts()).toEqual([...list]);
        await expect.poll(() => other.entryTexts()).toEqual([...list]);
      });
      await test.step('Undo restores the previous list exactly, in both tabs', async () => {
        await page.getByRole('button', { name: 'Undo', exact: true }).click();
        await expect.poll(() => page.evaluate(() => localStorage.getItem('wheelEntries'))).toBe(before);
        const texts = ['Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Mine', 'Option 6'];
        await expect.poll(() => linked.entryTexts()).toEqual(texts);
        await expect.poll(() => other.entryTexts()).toEqual(texts);
        await expect(page.getByRole('button', { name: 'Show Option 2' })).toBeVisible();
        await expect(page.getByLabel('Colour of Option 3')).toHaveValue('#123456');
      });
    });
  }
});
