import type { Page } from '@playwright/test';
import { formatMessage, type MessageValues } from '../lib/i18n/format';
import { LANGUAGE_FACTS, PREFIXED_LANGUAGES, type Lang } from '../lib/i18n/languages';
import { getMessages, type Messages, type Namespace } from '../lib/i18n/messages';

export { PREFIXED_LANGUAGES };

/** A message of `lang`, formatted as the page formats it. */
export function textIn<N extends Namespace>(lang: Lang, namespace: N, key: keyof Messages[N], values?: MessageValues): string {
  return formatMessage(getMessages(lang)[namespace][key] as string, values, LANGUAGE_FACTS[lang].tag);
}

/**
 * The English interface texts a page in `lang` must not show: the literal parts (around any
 * {argument}) of every English message that `lang` words differently, 12 characters or longer so
 * that names shared by both languages ("SpinFair", "FAQ") are not mistaken for leftovers.
 */
function englishLeftoversToFind(lang: Lang): string[] {
  const english = getMessages('en');
  const own = getMessages(lang);
  const found = new Set<string>();
  for (const namespace of Object.keys(english) as Namespace[]) {
    for (const [key, text] of Object.entries(english[namespace])) {
      if ((own[namespace] as Record<string, string>)[key] === text) continue;
      const literal = text.replace(/\{[^{}]*\{[^{}]*\}[^{}]*\}/g, '|').replace(/\{[^{}]*\}/g, '|');
      for (const part of literal.split('|')) if (part.trim().length >= 12) found.add(part.trim());
    }
  }
  return [...found];
}

/** Every word the page shows or names: its visible text and its controls' names, titles and placeholders. */
async function wordsOnPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'aria-roledescription'];
    const named = Array.from(document.querySelectorAll('*')).flatMap((element) =>
      attributes.map((name) => element.getAttribute(name)).filter((value): value is string => Boolean(value)),
    );
    return [document.title, document.body.innerText, ...named].join('\n');
  });
}

/** The English texts still on the page. */
export async function englishLeftovers(page: Page, lang: Lang): Promise<string[]> {
  const words = await wordsOnPage(page);
  return englishLeftoversToFind(lang).filter((text) => words.includes(text));
}
