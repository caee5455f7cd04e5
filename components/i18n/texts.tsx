import type { ReactNode } from 'react';
import { LanguageProvider } from '@/components/i18n/language-provider';
import type { Lang } from '@/lib/i18n/languages';
import { getMessages, type Namespace } from '@/lib/i18n/messages';

/** Gives the client parts inside it these namespaces of texts, in the page's language only. */
export function Texts({ lang, namespaces, children }: { lang: Lang; namespaces: readonly Namespace[]; children: ReactNode }) {
  const all = getMessages(lang);
  const messages = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
  return (
    <LanguageProvider lang={lang} messages={messages}>
      {children}
    </LanguageProvider>
  );
}
