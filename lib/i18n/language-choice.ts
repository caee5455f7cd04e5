import { isLang, type Lang } from '@/lib/i18n/languages';

/** localStorage key of the language the visitor last chose with the switcher. */
const LANGUAGE_CHOICE_KEY = 'siteLanguage';
/** localStorage key set when the visitor turned the language suggestion down. */
const SUGGESTION_DISMISSED_KEY = 'siteLanguageSuggestionDismissed';

/**
 * The page's own storage, not the persistence helper: the language switcher is on every page, and a
 * choice that cannot be stored (private modes, storage turned off) simply is not remembered.
 */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered: the visitor is asked again on the next page.
  }
}

export function rememberLanguage(lang: Lang): void {
  write(LANGUAGE_CHOICE_KEY, lang);
}

/**
 * The language to suggest on a page in `pageLang`: the one last chosen with the switcher, else the
 * browser's first preference the site speaks; none if it is the page's own or suggestions were turned down.
 */
export function languageToSuggest(pageLang: Lang, browserPreference: Lang | undefined): Lang | undefined {
  if (read(SUGGESTION_DISMISSED_KEY) === 'yes') return undefined;
  const chosen = read(LANGUAGE_CHOICE_KEY);
  const wanted = isLang(chosen) ? chosen : browserPreference;
  return wanted === pageLang ? undefined : wanted;
}

export function dismissSuggestion(): void {
  write(SUGGESTION_DISMISSED_KEY, 'yes');
}
