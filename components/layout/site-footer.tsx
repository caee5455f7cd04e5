import Link from 'next/link';
import { CurrentYear } from '@/components/layout/current-year';
import { footerNav, site } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {footerNav.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="rounded text-muted underline-offset-4 hover:text-fg hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-subtle">
          © <CurrentYear /> {site.name}. Free to use, nothing to install, nothing leaves your browser.
        </p>
      </div>
    </footer>
  );
}
