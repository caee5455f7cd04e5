import { dismissSuggestion, languageToSuggest, rememberLanguage } from '@/lib/i18n/language-choice';

describe('the language suggestion', () => {
  afterEach(() => localStorage.clear());

  it("offers the browser's language on another language's page, never the page's own", () => {
    expect(languageToSuggest('en', 'de')).toBe('de');
    expect(languageToSuggest('de', 'de')).toBeUndefined();
    expect(languageToSuggest('en', undefined)).toBeUndefined();
  });

  it('prefers the language last chosen with the switcher over the browser', () => {
    rememberLanguage('it');
    expect(languageToSuggest('en', 'de')).toBe('it');
    expect(languageToSuggest('it', 'de')).toBeUndefined();
  });

  it('offers nothing once the visitor turned the offer down', () => {
    dismissSuggestion();
    expect(languageToSuggest('en', 'de')).toBeUndefined();
  });
});
