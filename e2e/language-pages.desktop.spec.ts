import { test, expect, seriousA11yViolations } from './fixtures';
import { englishLeftovers, PREFIXED_LANGUAGES, textIn } from './languages';
import { footerLinks, pages } from './routes';
import { LANGUAGE_FACTS } from '../lib/i18n/languages';
import { getAllPosts } from '../lib/blog/load-posts';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';

// Every page of every language, once each (the markup is the same at any width): in its language,
// with no English left, no serious accessibility violation, and a language switcher that leads to
// the same page in another language.
//
// Pages written in each language (the footer's pages, each from its language's own text files, and
// a post) are scanned for accessibility in every language. Pages the interface builds, the same
// components with each language's texts (each text there and not empty: the i18n unit tests), are
// scanned in one language each, in turn, and in English at both widths and in both themes by
// shell.spec.ts: a scan of the wheel page costs as much as its load.
const writtenPaths = new Set<string>(footerLinks.map(({ path }) => path));
const builtPages: string[] = pages.map(({ path }) => path).filter((path) => !writtenPaths.has(path));

/** Whether `lang`'s test scans `path`: every written page, and its turn of the built ones. */
function scannedIn(lang: (typeof PREFIXED_LANGUAGES)[number], path: string): boolean {
  const index = builtPages.indexOf(path);
  return index === -1 || index % PREFIXED_LANGUAGES.length === PREFIXED_LANGUAGES.indexOf(lang);
}

for (const lang of PREFIXED_LANGUAGES) {
  test(`${lang}: every page is in the language and accessible, and the switcher leads to the same page`, async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    const firstPost = getAllPosts(lang)[0]!;
    const paths = [...pages.map(({ path }) => path), `/blog/${firstPost.slug}`];
    for (const path of paths) {
      const address = path === '/' ? `/${lang}` : `/${lang}${path}`;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.locator('html'), address).toHaveAttribute('lang', LANGUAGE_FACTS[lang].tag);
      await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
      expect(await englishLeftovers(page, lang), address).toEqual([]);
      if (scannedIn(lang, path)) expect(await seriousA11yViolations(page), address).toEqual([]);
    }

    const switcher = page.getByRole('navigation', { name: textIn(lang, 'shell', 'language') });
    await page.goto(`/${lang}/faq`);
    await expect(switcher.getByRole('link')).toHaveText(['English', 'Español', 'Português', 'Français', 'Deutsch', 'Italiano']);
    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: an unknown address under the prefix answers 404 in the language`, async ({ page }) => {
    const response = await page.goto(`/${lang}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_FACTS[lang].tag);
    await expect(page.getByRole('heading', { level: 1, name: textIn(lang, 'shell', 'missingPageHeading') })).toBeVisible();
    await page.getByRole('link', { name: textIn(lang, 'shell', 'returnHome') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  });
}

test('a language prefix typed in upper or mixed case leads to the page under the lower-case prefix', async ({ page }) => {
  await page.goto('/ES/');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/pt-BR/faq?from=mail');
  await expect(page).toHaveURL(/\/pt-br\/faq\?from=mail$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  // Under the right prefix, a page that does not exist is still a missing page, in the language.
  const response = await page.goto('/De/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/de\/no-such-page$/);
  await expect(page.getByRole('heading', { level: 1, name: textIn('de', 'shell', 'missingPageHeading') })).toBeVisible();
});

test('an entry added in one language is on the wheel in every other: the data is shared', async ({ page }) => {
  const italianList = page.getByRole('list', { name: textIn('it', 'entries', 'listLabel'), exact: true });
  const englishList = page.getByRole('list', { name: 'Entries', exact: true });
  await page.goto('/it');
  await page.locator(WHEEL_READY).waitFor();
  await expect(italianList).toContainText('Opzione 1');
  // Untouched defaults are not saved: each language's page shows its own.
  await page.goto('/');
  await page.locator(WHEEL_READY).waitFor();
  await expect(englishList).toContainText('Option 1');

  await page.goto('/it');
  await page.locator(WHEEL_READY).waitFor();
  const field = page.getByRole('textbox', { name: textIn('it', 'entries', 'newEntryLabel') });
  await field.fill('Tiramisù');
  await field.press('Enter');
  await expect(italianList).toContainText('Tiramisù');
  await page.goto('/');
  await expect(englishList).toContainText('Opzione 1');
  await expect(englishList).toContainText('Tiramisù');
});

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('is offered the German page, stays on the English one until it chooses, and can turn the offer down', async ({ page }) => {
    await page.goto('/faq');
    const offer = page.getByRole('complementary', { name: 'This page in your language' });
    await expect(offer.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/faq');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await offer.getByRole('button', { name: 'Dismiss' }).click();
    await expect(offer).toBeHidden();
    await page.reload({ waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toBeHidden();
  });
});
