'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import type { Messages, Namespace } from '@/lib/i18n/messages';

interface LanguageContextValue {
  lang: Lang;
  messages: Partial<Messages>;
}

const LanguageContext = createContext<LanguageContextValue>({ lang: 'en', messages: {} });

/**
 * Hands client components the page's language and the namespaces of texts they use. Nested
 * providers add namespaces, so a page sends only the texts its own parts need, in its language.
 */
export function LanguageProvider({ lang, messages, children }: LanguageContextValue & { children: ReactNode }) {
  const outer = useContext(LanguageContext);
  const value = useMemo(() => ({ lang, messages: { ...outer.messages, ...messages } }), [lang, messages, outer.messages]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLang(): Lang {
  return useContext(LanguageContext).lang;
}

/**
 * One namespace of texts as they are written, for parts whose texts fill no {argument} (the page's
 * frame): reading them needs no message formatting code, which pages without a tool never load.
 */
export function useTexts<N extends Namespace>(namespace: N): Messages[N] {
  const texts = useContext(LanguageContext).messages[namespace];
  if (!texts) throw new Error(`The "${namespace}" texts were not handed to this part of the page`);
  return texts as Messages[N];
}
