import { LANGUAGE_FACTS, PREFIXED_LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { getMessages } from '@/lib/i18n/messages';
import { footerNav, headerNav } from '@/lib/site';

/** The shell's texts the 404 page shows, besides its navigation's. */
const NOT_FOUND_SHELL_KEYS = [
  'skipToContent',
  'mainNav',
  'footerNav',
  'footerNote',
  'language',
  'missingPageHeading',
  'missingPageText',
  'returnHome',
  'missingPostHeading',
  'missingPostText',
  'backToBlog',
] as const;

export interface NotFoundLanguage {
  /** The language's tag, for <html lang>. */
  tag: string;
  /** Each English text of the 404 page that this language words differently, with its wording. */
  texts: Record<string, string>;
}

/**
 * What the root 404 page needs to speak each prefixed language on a host that knows only that page:
 * its tag, and its texts keyed by the English ones (scripts/add-not-found-languages.mjs writes them into it).
 */
export function notFoundLanguages(): Record<string, NotFoundLanguage> {
  const english = getMessages('en');
  const keys = [...NOT_FOUND_SHELL_KEYS, ...headerNav.map(({ text }) => text), ...footerNav.map(({ text }) => text)];
  const languageOf = (lang: Lang): NotFoundLanguage => {
    const messages = getMessages(lang);
    const pairs: Array<[string, string]> = [
      [english.meta.notFoundTitle, messages.meta.notFoundTitle],
      ...keys.map((key): [string, string] => [english.shell[key], messages.shell[key]]),
    ];
    return { tag: LANGUAGE_FACTS[lang].tag, texts: Object.fromEntries(pairs.filter(([from, to]) => from !== to)) };
  };
  return Object.fromEntries(PREFIXED_LANGUAGES.map((lang) => [lang, languageOf(lang)]));
}

