import '@testing-library/jest-dom';
import fc from 'fast-check';

// Properties try hard: a thousand cases each, not fast-check's default hundred.
fc.configureGlobal({ numRuns: 1000 });

// Components read their texts from the page's language provider; a component rendered on its own
// in a test reads English, as it would on an English page, whatever namespace it asks for. Which
// namespaces each page hands its parts is tested with the real provider in __tests__/app/page-texts.test.tsx.
// A namespace or a text English does not have is an error that names it, as the real provider's is.
jest.mock('@/components/i18n/use-t', () => {
  const actual = jest.requireActual('@/components/i18n/use-t');
  const { en } = jest.requireActual('@/lib/i18n/messages/en');
  const { formatMessage } = jest.requireActual('@/lib/i18n/format');
  const english = new Map<string, (key: string, values?: Record<string, string | number>) => string>();
  const useT = (namespace: string) => {
    const texts: Record<string, string> | undefined = en[namespace];
    if (!texts) throw new Error(`English has no "${namespace}" texts`);
    if (!english.has(namespace)) {
      english.set(namespace, (key, values) => {
        if (!(key in texts)) throw new Error(`The English "${namespace}" texts have no "${key}"`);
        return formatMessage(texts[key], values, 'en');
      });
    }
    return english.get(namespace);
  };
  return { ...actual, useT };
});
jest.mock('@/components/i18n/language-provider', () => {
  const actual = jest.requireActual('@/components/i18n/language-provider');
  const { en } = jest.requireActual('@/lib/i18n/messages/en');
  const useTexts = (namespace: string) => {
    if (!en[namespace]) throw new Error(`English has no "${namespace}" texts`);
    return en[namespace];
  };
  return { ...actual, useTexts };
});
