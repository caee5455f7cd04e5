import { useCallback } from 'react';
import { useLang, useTexts } from '@/components/i18n/language-provider';
import { formatMessage, type MessageValues } from '@/lib/i18n/format';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';
import type { Messages, Namespace, Translate } from '@/lib/i18n/messages';

/** `t(key, values)` for one namespace of the page's language, ICU arguments and plurals filled in. */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const lang = useLang();
  const texts = useTexts(namespace);
  return useCallback(
    (key: keyof Messages[N], values?: MessageValues) => formatMessage(texts[key] as string, values, LANGUAGE_FACTS[lang].tag),
    [lang, texts],
  );
}
