'use client';

import { usePathname } from 'next/navigation';
import { useLang, useTexts } from '@/components/i18n/language-provider';
import { LanguageLinks } from '@/components/layout/language-links';
import { rememberLanguage } from '@/lib/i18n/language-choice';
import { samePageIn } from '@/lib/i18n/languages';

/** The language links of a page, each leading to this page in that language; the choice is remembered. */
export function LanguageSwitcher() {
  const pathname = usePathname();
  return (
    <LanguageLinks
      label={useTexts('shell').language}
      current={useLang()}
      hrefOf={(lang) => samePageIn(lang, pathname)}
      onChoose={rememberLanguage}
    />
  );
}
