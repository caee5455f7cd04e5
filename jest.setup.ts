import '@testing-library/jest-dom';
import fc from 'fast-check';

// Properties try hard: a thousand cases each, not fast-check's default hundred.
fc.configureGlobal({ numRuns: 1000 });

// Components read their texts from the page's language provider; a component rendered on its own
// in a test reads English, as it would on an English page (the provider's own test uses the real one).
jest.mock('@/components/i18n/use-t', () => {
  const actual = jest.requireActual('@/components/i18n/use-t');
  const { en } = jest.requireActual('@/lib/i18n/messages/en');
  const { formatMessage } = jest.requireActual('@/lib/i18n/format');
  const english = new Map<string, (key: string, values?: Record<string, string | number>) => string>();
  const useT = (namespace: string) => {
    if (!english.has(namespace)) english.set(namespace, (key, values) => formatMessage(en[namespace][key], values, 'en'));
    return english.get(namespace);
  };
  return { ...actual, useT };
});
jest.mock('@/components/i18n/language-provider', () => {
  const actual = jest.requireActual('@/components/i18n/language-provider');
  const { en } = jest.requireActual('@/lib/i18n/messages/en');
  return { ...actual, useTexts: (namespace: string) => en[namespace] };
});
