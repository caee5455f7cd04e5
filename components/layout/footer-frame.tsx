import type { ReactNode } from 'react';
import { CurrentYear } from '@/components/layout/current-year';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { footerNav, site } from '@/lib/site';

interface FooterFrameProps {
  lang: Lang;
  /** Renders one of the footer's links: next/link on pages, a plain link on the 404 page (see PlainSiteDocument). */
  link: (href: string, text: string) => ReactNode;
  /** The language links. */
  children: ReactNode;
}

/** The footer: the site's other pages, the language links, the copyright line. */
export const FOOTER_LINK_CLASS = 'rounded text-muted underline-offset-4 hover:text-fg hover:underline';

export function FooterFrame({ lang, link, children }: FooterFrameProps) {
  const t = getT(lang, 'shell');
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:flex-wrap md:items-center md:justify-between">
        <nav aria-label={t('footerNav')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {footerNav.map(({ href, text }) => (
              <li key={href}>{link(pathIn(lang, href), t(text))}</li>
            ))}
          </ul>
        </nav>
        {children}
        <p className="text-sm text-subtle md:basis-full">
          © <CurrentYear /> {site.name}.{' '}
          {/* The root 404 page may switch the note to the language of the path before hydration. */}
          <span suppressHydrationWarning>{t('footerNote')}</span>
        </p>
      </div>
    </footer>
  );
}
