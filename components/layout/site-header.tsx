import { BrandLink } from '@/components/layout/brand-link';
import { HeaderFrame } from '@/components/layout/header-frame';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavLinks } from '@/components/layout/nav-links';
import { ThemeSwitch } from '@/components/layout/theme-switch';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { headerNav } from '@/lib/site';

export function SiteHeader({ lang }: { lang: Lang }) {
  const t = getT(lang, 'shell');
  return (
    <HeaderFrame
      start={
        <>
          <MobileMenu />
          <BrandLink home={pathIn(lang, '/')} />
        </>
      }
    >
      <div className="hidden items-center gap-1 md:flex">
        <nav aria-label={t('mainNav')}>
          <NavLinks
            links={headerNav.map(({ href, text }) => ({ href: pathIn(lang, href), label: t(text) }))}
            className="flex items-center gap-1"
            linkClassName="rounded-md px-3 py-2 text-sm font-semibold text-muted hover:bg-surface-strong hover:text-fg"
          />
        </nav>
        <ThemeSwitch />
      </div>
    </HeaderFrame>
  );
}
