'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';
import { splitPath } from '@/lib/i18n/languages';

/** A link with its text already in the page's language. */
interface NavLink {
  href: string;
  label: string;
}

interface NavLinksProps {
  links: readonly NavLink[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

const isHome = (href: string) => href === '/' || splitPath(href).path === '/';

/** Marks the link of the current section with aria-current so it reads as "current page". */
export function NavLinks({ links, className, linkClassName, onNavigate }: NavLinksProps) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {links.map(({ href, label }) => {
        const current = pathname === href || (!isHome(href) && pathname.startsWith(`${href}/`));
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(linkClassName, current && 'text-accent underline decoration-2 underline-offset-4')}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
