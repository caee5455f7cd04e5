import { test, expect } from './fixtures';
import { englishLeftovers, PREFIXED_LANGUAGES, textIn } from './languages';
import type { MessageValues } from '../lib/i18n/format';
import { LANGUAGE_FACTS } from '../lib/i18n/languages';
import type { Messages, Namespace } from '../lib/i18n/messages';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';

// Each language's wheel page, at desktop width and at 375 px, in a browser set to that language:
// the wheel works by the names its controls carry in the language, and no English text of the
// interface is left, tab by tab.
for (const lang of PREFIXED_LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale: LANGUAGE_FACTS[lang].tag });

    test(`${lang}: the wheel works in the language, with no English left on any tab or the winner card`, async ({ page, consoleErrors }) => {
      test.setTimeout(60_000);
      const t = <N extends Namespace>(namespace: N, key: keyof Messages[N], values?: MessageValues) => textIn(lang, namespace, key, values);
      const tab = (key: 'entriesTab' | 'spinTab' | 'themeTab' | 'resultsTab') => page.getByRole('tab', { name: t('wheel', key), exact: true });
      const noEnglish = async (where: string) => expect(await englishLeftovers(page, lang), where).toEqual([]);

      const response = await page.goto(`/${lang}`);
      // The default list is named in the language, in the served page as on screen.
      const defaults = [1, 2, 3, 4, 5, 6].map((number) => t('wheel', 'defaultEntryName', { number }));
      expect(await response?.text()).toContain(`>${defaults[0]}<`);
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_FACTS[lang].tag);
      await expect(page.getByRole('heading', { level: 1, name: t('pages', 'homeHeading') })).toBeVisible();
      await page.locator(WHEEL_READY).waitFor();
      await noEnglish('the page as it loads');

      const newEntry = page.getByRole('textbox', { name: t('entries', 'newEntryLabel') });
      await newEntry.fill('Zoë');
      await newEntry.press('Enter');
      const list = page.getByRole('list', { name: t('entries', 'listLabel'), exact: true });
      await expect(list.getByRole('listitem').locator('span[title]')).toHaveText([...defaults, 'Zoë']);
      await noEnglish('the Entries tab');

      for (const key of ['themeTab', 'resultsTab', 'spinTab'] as const) {
        await tab(key).click();
        await expect(tab(key)).toHaveAttribute('aria-selected', 'true');
        await noEnglish(`the ${key}`);
      }

      await page.getByRole('slider', { name: t('spin', 'decelerationRate') }).fill('0.9');
      await page.getByRole('button', { name: t('spin', 'spinButton') }).click();
      const card = page.getByRole('dialog', { name: t('winner', 'winnerCardTitle', { count: 1 }) });
      await expect(card).toBeVisible({ timeout: 20_000 });
      await noEnglish('the winner card');
      await card.getByRole('button', { name: t('winner', 'closeWinnerCard'), exact: true }).click();
      await expect(card).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });
  });
}
