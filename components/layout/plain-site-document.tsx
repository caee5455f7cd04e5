import type { ReactNode } from 'react';
import { BRAND_LINK_CLASS, BrandMark } from '@/components/layout/brand-mark';
import { DocumentFrame, MainContent } from '@/components/layout/document-frame';
import { FOOTER_LINK_CLASS, FooterFrame } from '@/components/layout/footer-frame';
import { HeaderFrame } from '@/components/layout/header-frame';
import { LanguageLinks } from '@/components/layout/language-links';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { headerNav } from '@/lib/site';

/**
 * The 404 page's document: the site's frame as plain HTML, without the menu, the switches, the
 * toasts or the offline worker. Every page loads its not-found boundary, so any client code here
 * would be loaded a second time by every page. Its texts do not check their wording on hydration:
 * the root 404 may have switched them to the language of the path before React starts (see
 * scripts/add-not-found-languages.mjs).
 */
export function PlainSiteDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = getT(lang, 'shell');
  return (
    <DocumentFrame lang={lang}>
      <HeaderFrame
        start={
          <a href={pathIn(lang, '/')} className={BRAND_LINK_CLASS}>
            <BrandMark />
          </a>
        }
      >
        <nav aria-label={t('mainNav')} className="overflow-x-auto">
          <ul className="flex items-center gap-1">
            {headerNav.map(({ href, text }) => (
              <li key={href}>
                <a href={pathIn(lang, href)} suppressHydrationWarning className="rounded-md px-3 py-2 text-sm font-semibold text-muted hover:bg-surface-strong hover:text-fg">
                  {t(text)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </HeaderFrame>
      <MainContent>{children}</MainContent>
      <FooterFrame
        lang={lang}
        link={(href, text) => (
          <a href={href} className={FOOTER_LINK_CLASS} suppressHydrationWarning>
            {text}
          </a>
        )}
      >
        <LanguageLinks label={t('language')} current={lang} hrefOf={(other) => pathIn(other, '/')} />
      </FooterFrame>
    </DocumentFrame>
  );
}
