import { BrandLink } from '@/components/layout/brand-link';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavLinks } from '@/components/layout/nav-links';
import { ThemeSwitch } from '@/components/layout/theme-switch';
import { headerNav } from '@/lib/site';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-2">
          <MobileMenu />
          <BrandLink />
        </div>
        <div className="hidden items-center gap-1 md:flex">
          <nav aria-label="Main">
            <NavLinks
              links={headerNav}
              className="flex items-center gap-1"
              linkClassName="rounded-md px-3 py-2 text-sm font-semibold text-muted hover:bg-surface-strong hover:text-fg"
            />
          </nav>
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
