import Link from 'next/link';
import { CurrentYear } from '@/components/layout/current-year';
import { footerNav, site } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {footerNav.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="rounded text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-slate-600">
          © <CurrentYear /> {site.name}. Free to use, nothing to install, nothing leaves your browser.
        </p>
      </div>
    </footer>
  );
}
