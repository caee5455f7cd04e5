import { BrandLink } from '@/components/layout/brand-link';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavLinks } from '@/components/layout/nav-links';
import { headerNav } from '@/lib/site';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-2">
          <MobileMenu />
          <BrandLink />
        </div>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks
            links={headerNav}
            className="flex items-center gap-1"
            linkClassName="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          />
        </nav>
      </div>
    </header>
  );
}
